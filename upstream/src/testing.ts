/**
 * `@badal/upstream/testing`: a real reference API for tests of any package, on 127.0.0.1 and a
 * free port, with a database of its own — PGlite in memory, or a PostgreSQL database that is
 * dropped on close.
 *
 * Every database is a copy of the seeded templates of test/templates.ts (made once a run by the
 * global setup, test/global-setup.ts): PGlite loads the snapshot, PostgreSQL copies the template
 * database; neither migrates nor seeds again. A start still costs about a second of CPU, so the
 * test files of a worker share one instance (sharedTestUpstream) unless they need one of their own
 * (startTestUpstream): the settings tests vary — token lifetime, SMS limits, clock, payment
 * provider, push webhook — change at run time (`update`), and go back to their defaults when the
 * next test file takes the shared instance.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, createUpstream, type DatabaseOptions, type OutboxMessage, paymentsFor } from './app.js';
import {
  DEFAULT_TOKEN_TTL_SECONDS,
  DEV_PUSH_SECRET,
  devPaymentsConfig,
  type PaymentsConfig,
  type SmsLimits,
} from './config.js';
import type { Db } from './db/database.js';
import { DEFAULT_MEDIA_CACHE_DIR } from './seed/media/media-cache.js';
import { seedFingerprint } from './seed/run-seed.js';
import type { UpstreamContext } from './services/context.js';
import { sweepPayments } from './services/payments/payment-sweep.js';
import { createPushWebhook } from './services/push/push-webhook.js';
import { sweepOffers } from './services/requests/offer-sweep.js';
import {
  createDatabase,
  DEFAULT_TEST_DATABASE_URL,
  databaseUrl,
  dropDatabase,
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  linkSeedPictures,
  removeOldTemplates,
  templateKey,
  templatePaths,
} from './test/templates.js';

export type { OutboxMessage } from './services/outbox.js';
export { DEFAULT_TEST_DATABASE_URL };

/** What a test may change on a running instance (`update`), and give when starting one. */
export interface TestUpstreamSettings {
  /** Lifetime of bearer tokens; default 604800 (7 days). */
  tokenTtlSeconds?: number;
  /**
   * SMS codes per phone. Default: no resend cooldown and 100 a day, so tests that register and
   * resend at once stay quick; the limits' own tests set them.
   */
  smsLimits?: SmsLimits;
  /** What time it is for promotions and token expiry; a test moves it on instead of waiting. */
  clock?: () => Date;
  /**
   * The card provider: a payment sandbox's URL (see startTestPaymentSandbox), with any other
   * settings to change; null turns payments off; default the development settings (a sandbox on
   * 127.0.0.1:4100).
   */
  payments?: (Partial<PaymentsConfig> & { baseUrl: string }) | null;
  /** Where pushes go (a BFF's /internal/push); off when unset. */
  pushWebhookUrl?: string;
  /** The webhook's HMAC secret; default the BFF's development secret. */
  pushSecret?: string;
  /** Per-attempt timeout and first retry wait of pushes (ms); defaults 2000 and 250. */
  pushTimeoutMs?: number;
  pushBackoffMs?: number;
}

export interface TestUpstreamOptions extends TestUpstreamSettings {
  database?: 'pglite' | 'postgres';
  /** Default: UPSTREAM_TEST_LOG_LEVEL, else 'silent'. */
  logLevel?: string;
  /** The payment sweep's period (ms); off by default: tests run `sweepPayments` when they mean to. */
  paymentSweepMs?: number;
}

export interface TestUpstream {
  /** Base URL of the API, including /api (e.g. http://127.0.0.1:41234/api). */
  url: string;
  /** Scheme, host and port (for /health, /dev/outbox, /storage). */
  origin: string;
  /** Messages the API "sent" to a phone number or e-mail address, newest first. */
  readOutbox(to: string): Promise<OutboxMessage[]>;
  /** Stops the instance and drops its database; on a shared instance, gives it back (reset). */
  close(): Promise<void>;
  app: FastifyInstance;
  /** The instance's database, for tests that arrange what no call can (e.g. a third category level). */
  db: Db;
  /** Runs the payments' periodic work once, now by the instance's clock (services/payments/payment-sweep.ts). */
  sweepPayments(): Promise<void>;
  /** Runs the offers' sweep once, now by the instance's clock (services/requests/offer-sweep.ts; issue #32). */
  sweepOffers(): Promise<{ reminded: number; expired: number }>;
  /** `<data dir>/storage`, where uploads land (tests check that nothing is left behind). */
  storageDir: string;
  /** Changes the given settings from now on; the others stay as they are. */
  update(settings: TestUpstreamSettings): Promise<void>;
  /** Back to the settings the instance started with. */
  reset(): Promise<void>;
}

// --- Templates: the key once per process (the global setup's, or computed here) ---------------

/** The key of the seeded templates: what they are made of (test/templates.ts). */
export const testTemplateKey = (): Promise<string> =>
  // The seed's TypeScript source, whether this runs from src/ (vitest) or from the build in dist/
  // (npm test's stack step): both ways the same key for the same templates.
  templateKey({ fingerprint: seedFingerprint(), folder: fileURLToPath(new URL('../src/seed/', import.meta.url)) });

/**
 * Makes whatever is missing of the templates of `key` (PostgreSQL's when its server answers) and
 * removes those of other versions unused for an hour: the global setup's work.
 */
export const prepareTestTemplates = async (key: string): Promise<{ postgres: string | undefined }> => {
  await ensurePgliteTemplate(key, DEFAULT_MEDIA_CACHE_DIR);
  const postgres = await ensurePostgresTemplate(key, DEFAULT_MEDIA_CACHE_DIR);
  await removeOldTemplates(key);
  return { postgres };
};

let key: Promise<string> | undefined;
const currentKey = () => {
  key ??= process.env.BADAL_TEST_TEMPLATE_KEY
    ? Promise.resolve(process.env.BADAL_TEST_TEMPLATE_KEY)
    : testTemplateKey();
  return key;
};

/**
 * The snapshot in memory. PGlite reads a data directory with `arrayBuffer()`, which Node's Blob
 * answers by streaming its parts into a new buffer, chunk by chunk; a plain copy is far cheaper.
 */
class Snapshot extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#bytes.slice().buffer;
  }
}

let pgliteTemplate: Promise<{ snapshot: Blob; storage: string }> | undefined;
/** The snapshot, read once per process (each start copies it into its own PGlite). */
const pgliteSnapshot = () => {
  pgliteTemplate ??= (async () => {
    const paths = await ensurePgliteTemplate(await currentKey(), DEFAULT_MEDIA_CACHE_DIR);
    return { snapshot: new Snapshot(await readFile(paths.snapshot)), storage: paths.storage };
  })();
  pgliteTemplate.catch(() => {
    pgliteTemplate = undefined;
  });
  return pgliteTemplate;
};

let snapshotRemade = false;
/** Removes the snapshot file so that the next start makes it again; false when that was done already. */
const forgetSnapshot = async (): Promise<boolean> => {
  if (snapshotRemade) return false;
  snapshotRemade = true;
  await rm(templatePaths(await currentKey()).snapshot, { force: true });
  pgliteTemplate = undefined;
  return true;
};

let postgresTemplate: Promise<string | undefined> | undefined;
const postgresTemplateName = () => {
  postgresTemplate ??= currentKey().then((current) => ensurePostgresTemplate(current, DEFAULT_MEDIA_CACHE_DIR));
  postgresTemplate.catch(() => {
    postgresTemplate = undefined;
  });
  return postgresTemplate;
};

/** Instances of one run live under one directory, removed by the global setup's teardown. */
const runDir = async () => {
  const dir = process.env.BADAL_TEST_RUN_DIR || tmpdir();
  await mkdir(dir, { recursive: true });
  return dir;
};

/** `badal_test_<run>_<random>`: the global setup's teardown drops what a run left behind. */
const testDatabaseName = () =>
  `badal_test_${process.env.BADAL_TEST_RUN ? `${process.env.BADAL_TEST_RUN}_` : ''}${randomBytes(6).toString('hex')}`;

export interface TestDatabase {
  options: DatabaseOptions;
  drop(): Promise<void>;
  /** A copy of the seeded template (not an empty database). */
  copy?: boolean;
}

/**
 * A new PostgreSQL database `badal_test_…` on TEST_DATABASE_URL's server: empty, or with `seeded` a
 * copy of the seeded template when there is one (`copy` says which the caller got).
 */
export const createTestPostgresDatabase = async (options: { seeded?: boolean } = {}): Promise<TestDatabase> => {
  if (options.seeded) {
    const copy = await copyTemplateDatabase();
    if (copy) return copy;
  }
  const name = testDatabaseName();
  await createDatabase(name);
  return { options: { kind: 'postgres', url: databaseUrl(name) }, drop: async () => void (await dropDatabase(name)) };
};

/** A copy of the seeded template database; undefined when there is none (then: empty, seeded at start). */
const copyTemplateDatabase = async (): Promise<TestDatabase | undefined> => {
  const template = await postgresTemplateName();
  if (!template) return undefined;
  const name = testDatabaseName();
  try {
    await createDatabase(name, template);
  } catch (error) {
    // Removed meanwhile (another run's clean-up of an old version): make it again next time.
    if ((error as { code?: string }).code !== '3D000') throw error;
    postgresTemplate = undefined;
    return undefined;
  }
  return {
    options: { kind: 'postgres', url: databaseUrl(name) },
    drop: async () => void (await dropDatabase(name)),
    copy: true,
  };
};

// --- Instances ---------------------------------------------------------------------------------

const TEST_SMS_LIMITS: SmsLimits = { resendCooldownSeconds: 0, perPhonePerDay: 100 };

/** The settings among `options` that are given (a missing or undefined one is no change; payments may be set to undefined). */
const givenSettings = (options: TestUpstreamSettings): TestUpstreamSettings => {
  const given: TestUpstreamSettings = {};
  for (const name of SETTING_NAMES)
    if (options[name] !== undefined || (name === 'payments' && name in options))
      Object.assign(given, { [name]: options[name] });
  return given;
};
const SETTING_NAMES = [
  'tokenTtlSeconds',
  'smsLimits',
  'clock',
  'payments',
  'pushWebhookUrl',
  'pushSecret',
  'pushTimeoutMs',
  'pushBackoffMs',
] as const satisfies readonly (keyof TestUpstreamSettings)[];
const PUSH_SETTINGS = ['pushWebhookUrl', 'pushSecret', 'pushTimeoutMs', 'pushBackoffMs'] as const;

const paymentsConfig = (payments: TestUpstreamSettings['payments']): PaymentsConfig | null | undefined =>
  payments === undefined ? undefined : payments && { ...devPaymentsConfig(payments.baseUrl), ...payments };

/**
 * The database of an instance whose test does not name one: BADAL_TEST_DATABASE, which the global
 * setup sets to PostgreSQL when its server answers (PGlite otherwise). A PGlite instance that a
 * worker keeps for dozens of files was seen to stop in its backend, spinning inside WebAssembly
 * where no guard reaches (test/global-setup.ts); PGlite stays what `npm start`, the conformance
 * suite and the browser suite run on. `BADAL_TEST_DATABASE=pglite npm test` runs these on PGlite.
 */
export const defaultTestDatabase = (): 'pglite' | 'postgres' =>
  process.env.BADAL_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export const startTestUpstream = async (options: TestUpstreamOptions = {}): Promise<TestUpstream> => {
  const dataDir = await mkdtemp(join(await runDir(), 'badal-upstream-test-'));
  const storageDir = join(dataDir, 'storage');
  await linkSeedPictures(storageDir, DEFAULT_MEDIA_CACHE_DIR);
  const started = givenSettings(options);
  const common = {
    dataDir,
    logger: options.logLevel ?? (process.env.UPSTREAM_TEST_LOG_LEVEL || 'silent'),
    ...(started.tokenTtlSeconds ? { tokenTtlSeconds: started.tokenTtlSeconds } : {}),
    smsLimits: started.smsLimits ?? TEST_SMS_LIMITS,
    ...(started.pushWebhookUrl ? { pushWebhookUrl: started.pushWebhookUrl } : {}),
    ...(started.pushSecret ? { pushSecret: started.pushSecret } : {}),
    ...(started.pushTimeoutMs ? { pushTimeoutMs: started.pushTimeoutMs } : {}),
    ...(started.pushBackoffMs ? { pushBackoffMs: started.pushBackoffMs } : {}),
    ...(started.clock ? { clock: started.clock } : {}),
    paymentSweepMs: options.paymentSweepMs ?? 0,
    // Tests run the offers' sweep when they mean to (sweepOffers).
    offerSweepMs: 0,
    // Accounts named with a key of this instance's own: test runs sharing a Redis (the BFF's guess
    // counters) never meet the same account key twice.
    accountKeySecret: randomBytes(16).toString('hex'),
    ...('payments' in started ? { payments: paymentsConfig(started.payments) } : {}),
  };
  let database: TestDatabase | undefined;
  let upstream: Awaited<ReturnType<typeof createUpstream>>;
  try {
    if ((options.database ?? defaultTestDatabase()) === 'postgres') {
      database = await copyTemplateDatabase();
      if (database) await linkCategoryPictures(storageDir);
      database ??= await createTestPostgresDatabase();
      // A copy is seeded already; a database made empty (no template) is seeded at start.
      upstream = await createUpstream({ ...common, database: database.options, seed: !database.copy });
    } else {
      await linkCategoryPictures(storageDir);
      const start = async () =>
        createUpstream({
          ...common,
          // Starting zeroes the whole buffer pool: 16 MB (PostgreSQL's default is 128) is plenty here.
          database: {
            kind: 'pglite',
            loadDataDir: (await pgliteSnapshot()).snapshot,
            settings: { shared_buffers: '16MB' },
          },
          seed: false,
        });
      upstream = await start().catch(async (error) => {
        // A damaged snapshot (a disk that filled up): made again once, then this start tried again.
        if (!(await forgetSnapshot())) throw error;
        return start();
      });
    }
    await upstream.app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await database?.drop().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  const { app, context } = upstream;
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  let current = started;
  /** A push sender made here for changed push settings (the app closes the one it started with). */
  let ownPush: UpstreamContext['push'] | undefined;
  const apply = async (next: TestUpstreamSettings) => {
    context.tokenTtlSeconds = next.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
    context.smsLimits = next.smsLimits ?? TEST_SMS_LIMITS;
    context.clock = next.clock ?? (() => new Date());
    context.payments = paymentsFor(paymentsConfig(next.payments));
    if (PUSH_SETTINGS.some((name) => next[name] !== current[name])) {
      const previous = ownPush;
      ownPush = createPushWebhook({
        url: next.pushWebhookUrl,
        secret: next.pushSecret ?? DEV_PUSH_SECRET,
        log: app.log.child({ module: 'push' }),
        ...(next.pushTimeoutMs ? { timeoutMs: next.pushTimeoutMs } : {}),
        ...(next.pushBackoffMs ? { backoffMs: next.pushBackoffMs } : {}),
      });
      context.push = ownPush;
      await previous?.close();
    }
    current = next;
  };

  let closed: Promise<void> | undefined;
  return {
    url: `${origin}${API_PREFIX}`,
    origin,
    app,
    db: upstream.database.db,
    storageDir,
    sweepPayments: async () => {
      if (context.payments) await sweepPayments(context, context.payments);
    },
    sweepOffers: () => sweepOffers(context),
    readOutbox: async (to) => {
      const response = await fetch(`${origin}/dev/outbox?to=${encodeURIComponent(to)}`);
      if (!response.ok) throw new Error(`GET /dev/outbox answered ${response.status}`);
      return ((await response.json()) as { messages: OutboxMessage[] }).messages;
    },
    update: (settings) => apply({ ...current, ...givenSettings(settings) }),
    reset: () => apply(started),
    close: () => {
      closed ??= (async () => {
        await app.close();
        await ownPush?.close();
        await database?.drop();
        await rm(dataDir, { recursive: true, force: true });
      })();
      return closed;
    },
  };
};

/** The seed's category pictures, shared read-only with the template (no route writes there). */
const linkCategoryPictures = async (storageDir: string) =>
  symlink(join(templatePaths(await currentKey()).storage, 'categories'), join(storageDir, 'categories'), 'dir');

// --- One instance per worker ---------------------------------------------------------------------

type Shared = Map<string, Promise<TestUpstream>>;
const SHARED = Symbol.for('badal.upstream.testing.shared');
const sharedInstances = (): Shared => {
  const scope = globalThis as { [SHARED]?: Shared };
  scope[SHARED] ??= new Map();
  return scope[SHARED];
};

/** Started by nobody's test and closed by none: its files go when the process ends. */
const cleanUpAtExit = (upstream: TestUpstream) => {
  process.once('exit', () => rmSync(join(upstream.storageDir, '..'), { recursive: true, force: true }));
};

/**
 * The worker's instance of this database kind, shared by the test files that run in this process,
 * with `settings` applied for the calling file (the others at their defaults). Meant for tests whose
 * data does not meet another file's — accounts and ads of their own, or seeded data they only read;
 * a test that changes what others read starts its own with startTestUpstream. `close()` gives it
 * back (settings reset); the global setup's teardown removes it after the run.
 */
export const sharedTestUpstream = async (
  options: TestUpstreamSettings & { database?: 'pglite' | 'postgres' } = {},
): Promise<TestUpstream> => {
  const kind = options.database ?? defaultTestDatabase();
  const instances = sharedInstances();
  let starting = instances.get(kind);
  if (!starting) {
    starting = startTestUpstream({ database: kind });
    instances.set(kind, starting);
    starting.then(cleanUpAtExit, () => instances.delete(kind));
  }
  const upstream = await starting;
  await upstream.reset();
  await upstream.update(options);
  return { ...upstream, close: () => upstream.reset() };
};

let members = 0;

/**
 * A new, verified member on `upstream` (registered, SMS code checked, signed in): an account of the
 * test's own, whose cart, payments and messages no other test of a shared instance meets.
 */
export const createTestMember = async (upstream: TestUpstream, fullName = 'Test Member') => {
  const tag = `${(members++).toString(36)}${randomBytes(4).toString('hex')}`;
  const person = {
    fullName,
    userName: `member.${tag}`,
    email: `member.${tag}@example.com`,
    // 8 digits; the seeded accounts and the other tests' numbers start with 5 or 6.
    phone: `8${String(randomInt(10_000_000)).padStart(7, '0')}`,
    password: 'member1234',
    passwordConfirmation: 'member1234',
  };
  const registered = await fetch(`${upstream.url}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(person),
  });
  if (registered.status !== 201)
    throw new Error(`POST /register answered ${registered.status}: ${await registered.text()}`);
  const { id } = (await registered.json()) as { id: number };
  const [sms] = await upstream.readOutbox(person.phone);
  const verified = await fetch(
    `${upstream.url}/authentication/message/check-code?number=${person.phone}&code=${sms?.code ?? ''}`,
  );
  if (!verified.ok) throw new Error(`check-code answered ${verified.status}: ${await verified.text()}`);
  const { access_token: token } = (await verified.json()) as { access_token: string };
  return { id, userName: person.userName, email: person.email, phone: person.phone, password: person.password, token };
};

export {
  answerSecureCheck,
  decideKnet,
  openPaymentPage,
  paymentIdOf,
  submitCard,
} from './payment-sandbox/sandbox-browser.js';
export { startTestPaymentSandbox, type TestPaymentSandbox } from './payment-sandbox/test-sandbox.js';
export { PAYMENT_WEBHOOK_PATH } from './routes/payment-webhook.js';
