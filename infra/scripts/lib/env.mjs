/**
 * How the stack is wired from environment variables: which ports, which API the BFF talks to,
 * and the exact environment each child process gets. Pure functions, so the wiring is tested
 * without starting anything.
 */

export const DEFAULT_UPSTREAM_PORT = 4000;
export const DEFAULT_BFF_PORT = 3000;
/** The card provider's sandbox (upstream/src/payment-sandbox), the API's MYFATOORAH_BASE_URL. */
export const DEFAULT_SANDBOX_PORT = 4100;
/** Where the API takes the provider's webhooks (upstream/src/routes/payment-webhook.ts). */
export const PAYMENT_WEBHOOK_PATH = '/webhooks/myfatoorah';
export const DEFAULT_DATA_DIR = '.data';
/**
 * Media URLs in API answers point at the BFF's /media/*, which streams the API's /storage/*: the
 * browser only ever talks to the BFF's origin. Without a public URL they are paths from the site
 * root, so pictures load whatever host name or address the site is opened at (localhost,
 * 127.0.0.1, a phone on the LAN); with one, absolute URLs of that site.
 */
export const MEDIA_BASE_PATH = '/media';
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';
/**
 * scrypt's cost for the test suites' throw-away accounts (upstream/src/services/passwords.ts):
 * at the production 16384 every sign-in of the suites cost ~50 ms of a core (decision 024).
 */
export const TEST_PASSWORD_SCRYPT_COST = '1024';

/**
 * Variables that point a process at outside services. The test stack drops them so it runs
 * against its own fresh PGlite database and in-memory sessions whatever the shell exports.
 */
const EXTERNAL_SERVICE_VARS = [
  'DATABASE_URL',
  'UPSTREAM_URL',
  'UPSTREAM_MEDIA_URL',
  'REDIS_URL',
  'PUBLIC_URL',
  // A real card provider: the test stack pays through its own sandbox.
  'MYFATOORAH_BASE_URL',
  'MYFATOORAH_API_KEY',
  'MYFATOORAH_SCRIPT_URL',
  'MYFATOORAH_WEBHOOK_SECRET',
  'PAYMENT_PROVIDER_ORIGIN',
];

/** @typedef {Record<string, string | undefined>} Env */

/**
 * @typedef {object} StackPlan
 * @property {boolean} externalUpstream true when UPSTREAM_URL names an API to use instead of ours
 * @property {number} upstreamPort port of the reference API (unused when external)
 * @property {number} bffPort
 * @property {string} upstreamOrigin e.g. http://127.0.0.1:4000
 * @property {string} upstreamApiUrl the API base the BFF calls, including /api
 * @property {string | undefined} upstreamMediaUrl where the BFF streams /media/* from
 * @property {string} bffOrigin loopback origin of the BFF, for health checks and tests
 * @property {string} publicUrl the address people open (printed)
 * @property {string} mediaBaseUrl the API's MEDIA_BASE_URL: `<PUBLIC_URL>/media`, or `/media` when
 *   no public URL is set
 * @property {string} dataDir the reference API's data folder
 * @property {boolean} paymentSandbox true when the payment sandbox runs as the card provider (the
 *   reference API is ours and MYFATOORAH_BASE_URL names no other provider)
 * @property {number} sandboxPort
 * @property {string} sandboxOrigin e.g. http://127.0.0.1:4100
 */

/**
 * @param {string | undefined} value
 * @returns {string | undefined} the value, or undefined when unset or blank (deployment tools
 *   often export empty variables)
 */
const present = (value) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * @param {string | undefined} value
 * @param {number} fallback
 * @param {string} name variable name, for the error message
 * @returns {number}
 */
export const parsePort = (value, fallback, name) => {
  const raw = present(value);
  if (raw === undefined) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got "${raw}"`);
  }
  return port;
};

/**
 * Works out the stack from the environment; `overrides` (ports, data folder) win over it, which
 * is how the test runner puts a throw-away stack on free ports.
 * @param {Env} env
 * @param {{ upstreamPort?: number, bffPort?: number, sandboxPort?: number, dataDir?: string, publicUrl?: string }} [overrides]
 * @returns {StackPlan}
 */
export const planStack = (env, overrides = {}) => {
  const externalApi = present(env.UPSTREAM_URL);
  const upstreamPort = overrides.upstreamPort ?? parsePort(env.UPSTREAM_PORT, DEFAULT_UPSTREAM_PORT, 'UPSTREAM_PORT');
  const bffPort = overrides.bffPort ?? parsePort(env.PORT, DEFAULT_BFF_PORT, 'PORT');
  const bffOrigin = `http://127.0.0.1:${bffPort}`;
  const givenPublicUrl = (overrides.publicUrl ?? present(env.PUBLIC_URL))?.replace(/\/$/, '');
  const publicUrl = givenPublicUrl ?? `http://localhost:${bffPort}`;
  const mediaBaseUrl = `${givenPublicUrl ?? ''}${MEDIA_BASE_PATH}`;
  const dataDir = overrides.dataDir ?? present(env.DATA_DIR) ?? DEFAULT_DATA_DIR;
  const sandboxPort = overrides.sandboxPort ?? parsePort(env.SANDBOX_PORT, DEFAULT_SANDBOX_PORT, 'SANDBOX_PORT');
  const sandbox = {
    paymentSandbox: externalApi === undefined && present(env.MYFATOORAH_BASE_URL) === undefined,
    sandboxPort,
    sandboxOrigin: `http://127.0.0.1:${sandboxPort}`,
  };

  if (externalApi !== undefined) {
    let parsed;
    try {
      parsed = new URL(externalApi);
    } catch {
      throw new Error(`UPSTREAM_URL must be an absolute URL such as https://api.example.com/api, got "${externalApi}"`);
    }
    return {
      externalUpstream: true,
      upstreamPort,
      bffPort,
      upstreamOrigin: parsed.origin,
      upstreamApiUrl: externalApi.replace(/\/$/, ''),
      upstreamMediaUrl: present(env.UPSTREAM_MEDIA_URL),
      bffOrigin,
      publicUrl,
      mediaBaseUrl,
      dataDir,
      ...sandbox,
    };
  }

  const upstreamOrigin = `http://127.0.0.1:${upstreamPort}`;
  return {
    externalUpstream: false,
    upstreamPort,
    bffPort,
    upstreamOrigin,
    upstreamApiUrl: `${upstreamOrigin}/api`,
    upstreamMediaUrl: `${upstreamOrigin}/storage`,
    bffOrigin,
    publicUrl,
    mediaBaseUrl,
    dataDir,
    ...sandbox,
  };
};

/** Where the BFF takes the API's signed pushes (new notifications and chat messages). */
export const PUSH_WEBHOOK_PATH = '/internal/push';

/**
 * The reference API's environment: the caller's variables plus its port, data folder, the
 * media base on the BFF and the BFF's push webhook. The webhook secret, when set, reaches both
 * services through the shared environment; unset, both use the same development default.
 * @param {Env} env
 * @param {StackPlan} plan
 * @returns {Env}
 */
export const upstreamEnv = (env, plan) => ({
  ...env,
  UPSTREAM_PORT: String(plan.upstreamPort),
  // Only the BFF (and tests on this machine) talk to the API, so it stays on loopback.
  UPSTREAM_HOST: present(env.UPSTREAM_HOST) ?? '127.0.0.1',
  DATA_DIR: plan.dataDir,
  MEDIA_BASE_URL: present(env.MEDIA_BASE_URL) ?? plan.mediaBaseUrl,
  PUSH_WEBHOOK_URL: present(env.PUSH_WEBHOOK_URL) ?? `${plan.bffOrigin}${PUSH_WEBHOOK_PATH}`,
  // Customers come back from the card provider to the site people open.
  PAYMENT_RETURN_URL: present(env.PAYMENT_RETURN_URL) ?? plan.publicUrl,
  ...(plan.paymentSandbox ? { MYFATOORAH_BASE_URL: plan.sandboxOrigin } : {}),
});

/**
 * The payment sandbox's environment: its port, the API's webhook, and the API's key and webhook
 * secret when they are set (unset, both ends use the same development defaults).
 * @param {Env} env
 * @param {StackPlan} plan
 * @returns {Env}
 */
export const sandboxEnv = (env, plan) => {
  const apiKey = present(env.SANDBOX_API_KEY) ?? present(env.MYFATOORAH_API_KEY);
  const secret = present(env.SANDBOX_WEBHOOK_SECRET) ?? present(env.MYFATOORAH_WEBHOOK_SECRET);
  return {
    ...env,
    SANDBOX_PORT: String(plan.sandboxPort),
    SANDBOX_WEBHOOK_URL: present(env.SANDBOX_WEBHOOK_URL) ?? `${plan.upstreamOrigin}${PAYMENT_WEBHOOK_PATH}`,
    ...(apiKey ? { SANDBOX_API_KEY: apiKey } : {}),
    ...(secret ? { SANDBOX_WEBHOOK_SECRET: secret } : {}),
  };
};

/**
 * The BFF's environment: the caller's variables plus its port and the API it fronts.
 * @param {Env} env
 * @param {StackPlan} plan
 * @returns {Env}
 */
export const bffEnv = (env, plan) => {
  /** @type {Env} */
  const out = { ...env, PORT: String(plan.bffPort), UPSTREAM_URL: plan.upstreamApiUrl };
  if (plan.upstreamMediaUrl !== undefined) out.UPSTREAM_MEDIA_URL = plan.upstreamMediaUrl;
  // The payment page's CSP lets in the sandbox's session.js and card iframe.
  if (plan.paymentSandbox) out.PAYMENT_PROVIDER_ORIGIN = present(env.PAYMENT_PROVIDER_ORIGIN) ?? plan.sandboxOrigin;
  return out;
};

/**
 * The environment of a throw-away stack: no outside database, API, Redis or public URL.
 * @param {Env} env
 * @returns {Env}
 */
export const isolatedEnv = (env) => {
  const out = { ...env };
  for (const name of EXTERNAL_SERVICE_VARS) delete out[name];
  return out;
};

/**
 * Test runs get the CI machine's PostgreSQL and Redis unless the caller points elsewhere.
 * @param {Env} env
 * @returns {Env}
 */
export const withTestDefaults = (env) => ({
  ...env,
  TEST_DATABASE_URL: present(env.TEST_DATABASE_URL) ?? DEFAULT_TEST_DATABASE_URL,
  TEST_REDIS_URL: present(env.TEST_REDIS_URL) ?? DEFAULT_TEST_REDIS_URL,
  PASSWORD_SCRYPT_COST: present(env.PASSWORD_SCRYPT_COST) ?? TEST_PASSWORD_SCRYPT_COST,
});

/**
 * CI=true (or 1) as CI services set it.
 * @param {Env} env
 * @returns {boolean}
 */
export const isCi = (env) => {
  const v = present(env.CI)?.toLowerCase();
  return v !== undefined && v !== 'false' && v !== '0';
};

/**
 * Arguments of the conformance CLI for a stack we started: its API and, because that API is
 * throw-away, its dev outbox too, which turns on the checks that register accounts. The CLI's
 * accounts default to the seeded ones (CONFORMANCE_USER, … override them).
 * @param {StackPlan} plan
 * @returns {string[]}
 */
export const conformanceArgs = (plan) => [
  '--upstream',
  plan.upstreamApiUrl,
  '--outbox',
  `${plan.upstreamOrigin}/dev/outbox`,
];

/**
 * The browser suite's environment: the BFF to drive and the API origin whose dev outbox holds
 * the SMS and e-mail codes.
 * @param {Env} env
 * @param {StackPlan} plan
 * @returns {Env}
 */
export const e2eEnv = (env, plan) => ({ ...env, E2E_BASE_URL: plan.bffOrigin, UPSTREAM_ORIGIN: plan.upstreamOrigin });
