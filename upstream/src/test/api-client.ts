/**
 * A small HTTP client for this package's tests: real requests against a started test upstream,
 * PUT and DELETE sent the way the API takes them (POST + _method), answers parsed as JSON.
 */
import { withMethodOverride } from '@badal/contracts';
import sharp from 'sharp';

// Tests read answers field by field and check them with the contracts' schemas where it matters.
// biome-ignore lint/suspicious/noExplicitAny: a test client whose bodies are asserted, not trusted.
export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  lang?: string;
  /** Sent as the `_method` field of the JSON body. */
  method?: 'PUT' | 'DELETE';
  headers?: Record<string, string>;
}

export const apiClient = (baseUrl: string) => {
  const send = async (path: string, init: RequestInit, options: RequestOptions = {}): Promise<ApiAnswer> => {
    const headers = new Headers(init.headers);
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    if (options.lang) headers.set('accept-language', options.lang);
    for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v);
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json')) body = JSON.parse(text);
    return { status: response.status, body, headers: response.headers };
  };
  return {
    get: (path: string, options?: RequestOptions) => send(path, { method: 'GET' }, options),
    post: (path: string, body: unknown = {}, options: RequestOptions = {}) =>
      send(
        path,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            options.method ? withMethodOverride(body as Record<string, unknown>, options.method) : body,
          ),
        },
        options,
      ),
    form: (path: string, fields: Record<string, string>, options?: RequestOptions) =>
      send(path, { method: 'POST', body: new URLSearchParams(fields) }, options),
    multipart: (path: string, form: FormData, options?: RequestOptions) =>
      send(path, { method: 'POST', body: form }, options),
    raw: send,
  };
};

export type ApiClient = ReturnType<typeof apiClient>;

/** Signs in and returns the bearer token. */
export const login = async (api: ApiClient, userName: string, password: string): Promise<string> => {
  const answer = await api.post('/authentication', { userName, password });
  if (answer.status !== 200)
    throw new Error(`login ${userName} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.access_token as string;
};

/** A seeded or registered member signed in: the API token, the user and, when a seller, the seller's id. */
export interface SignedInMember {
  token: string;
  id: number;
  sellerId: number | null;
}

export const signIn = async (api: ApiClient, userName: string, password: string): Promise<SignedInMember> => {
  const token = await login(api, userName, password);
  const self = (await api.get('/users/self', { token })).body;
  return { token, id: self.id, sellerId: self.seller?.id ?? null };
};

/** A tiny valid PNG (1 × 1 pixel). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A real picture of any size, a smooth gradient (so a thumbnail has something to average). */
export const gradientPicture = (width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> => {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      rgb[i] = Math.floor((x / width) * 255);
      rgb[i + 1] = Math.floor((y / height) * 255);
      rgb[i + 2] = 128;
    }
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
};

export const gradientPng = (width: number, height: number): Promise<Buffer> => gradientPicture(width, height, 'png');

/** Blocks of grey from a seeded generator: each seed a picture unlike the others. */
export const noisePicture = (seed: number): Promise<Buffer> => {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const blocks = new Uint8Array(16 * 16).map(() => Math.floor(next() * 256));
  return sharp(blocks, { raw: { width: 16, height: 16, channels: 1 } })
    .resize(320, 320, { kernel: 'nearest' })
    .png()
    .toBuffer();
};

/** A multipart form with files under one field name (e.g. 'images[]'). */
export const filesForm = (
  field: string,
  files: readonly { name: string; data: Uint8Array; type?: string }[],
  fields: Record<string, string> = {},
): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) form.append(field, new Blob([f.data], { type: f.type ?? 'application/octet-stream' }), f.name);
  return form;
};

export interface ReceivedPush {
  timestamp: string | undefined;
  signature: string | undefined;
  raw: string;
  // biome-ignore lint/suspicious/noExplicitAny: asserted by the tests with the contracts' schema.
  body: any;
}

/**
 * A stand-in for the BFF's POST /internal/push on a free local port: records what arrives and
 * answers with the status `reply` gives (202 by default).
 */
export const startPushReceiver = async (reply: (n: number) => number = () => 202) => {
  const { createServer } = await import('node:http');
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => request.headers[name] as string | undefined;
      received.push({
        timestamp: header('x-badal-timestamp'),
        signature: header('x-badal-signature'),
        raw,
        body: JSON.parse(raw),
      });
      response.writeHead(reply(received.length), { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/internal/push`,
    received,
    /** Waits (up to 5 s) until a push matching `match` has arrived, and answers it. */
    async waitFor(match: (push: ReceivedPush) => boolean): Promise<ReceivedPush> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching push among ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * A reference API paying through its own payment sandbox: the API's MYFATOORAH_BASE_URL is the
 * sandbox, whose webhook goes to the API. `siteUrl` is where customers return (never opened).
 * `payments` are those settings, for a test that points the API elsewhere for a while (`update`).
 */
export const startPaymentStack = async (
  options: { webhooks?: boolean; timeoutMs?: number; hangMs?: number; clock?: () => Date } = {},
) => {
  const { startTestPaymentSandbox, startTestUpstream, PAYMENT_WEBHOOK_PATH } = await import('../testing.js');
  const sandbox = await startTestPaymentSandbox({ hangMs: options.hangMs ?? 3_000 });
  const payments = { baseUrl: sandbox.url, timeoutMs: options.timeoutMs ?? 1_000, returnUrl: 'https://badal.test' };
  const upstream = await startTestUpstream({
    payments,
    // Tokens expire by the API's clock: with a clock the test moves on by days, sign-ins last a year.
    ...(options.clock ? { clock: options.clock, tokenTtlSeconds: 365 * 86_400 } : {}),
  });
  if (options.webhooks ?? true) sandbox.setWebhookUrl(`${upstream.origin}${PAYMENT_WEBHOOK_PATH}`);
  return {
    sandbox,
    upstream,
    payments,
    api: apiClient(upstream.url),
    close: async () => {
      await sandbox.close();
      await upstream.close();
    },
  };
};
