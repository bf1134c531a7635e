/**
 * `@badal/upstream/testing`: a real reference API for tests of any package, on 127.0.0.1 and a
 * free port, with a database of its own — PGlite in memory, or a fresh PostgreSQL database that is
 * dropped on close. Instances are independent, so test files may run them in parallel.
 *
 * PGlite's first start (initdb in WASM) takes seconds; a migrated and seeded data directory is
 * therefore kept as a tarball in the OS temp directory, keyed by the migrations and the seed data,
 * and later instances start from it in well under a second.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { API_PREFIX, createUpstream, type DatabaseOptions, type OutboxMessage } from './app.js';
import { devPaymentsConfig, type PaymentsConfig, type SmsLimits } from './config.js';
import { type Database, type Db, MIGRATIONS_FOLDER } from './db/database.js';
import { DEFAULT_MEDIA_CACHE_DIR } from './seed/media/media-cache.js';
import { seedFingerprint } from './seed/run-seed.js';
import type { UpstreamContext } from './services/context.js';
import { sweepPayments } from './services/payments/payment-sweep.js';

export type { OutboxMessage } from './services/outbox.js';

export interface TestUpstreamOptions {
  database?: 'pglite' | 'postgres';
  tokenTtlSeconds?: number;
  /**
   * SMS codes per phone. Default: no resend cooldown and 100 a day, so tests that register and
   * resend at once stay quick; the limits' own tests set them.
   */
  smsLimits?: SmsLimits;
  /** Default: UPSTREAM_TEST_LOG_LEVEL, else 'silent'. */
  logLevel?: string;
  /** Where pushes go (a BFF's /internal/push); off when unset. */
  pushWebhookUrl?: string;
  /** The webhook's HMAC secret; default the BFF's development secret. */
  pushSecret?: string;
  /** Per-attempt timeout and first retry wait of pushes (ms); defaults 2000 and 250. */
  pushTimeoutMs?: number;
  pushBackoffMs?: number;
  /**
   * The card provider: a payment sandbox's URL (see startTestPaymentSandbox), with any other
   * settings to change; null turns payments off; default the development settings (a sandbox on
   * 127.0.0.1:4100).
   */
  payments?: (Partial<PaymentsConfig> & { baseUrl: string }) | null;
  /** What time it is for promotions; a test moves it on to see them end. */
  clock?: () => Date;
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
  close(): Promise<void>;
  app: FastifyInstance;
  /** The instance's database, for tests that arrange what no call can (e.g. a third category level). */
  db: Db;
  /** Runs the payments' periodic work once, now by the instance's clock (services/payments/payment-sweep.ts). */
  sweepPayments(): Promise<void>;
  /** `<data dir>/storage`, where uploads land (tests check that nothing is left behind). */
  storageDir: string;
}

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Migrations, seed data and seed code: when any of them changes, a new snapshot is made. */
const templateKey = async (): Promise<string> => {
  const hash = createHash('sha256').update(seedFingerprint());
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else hash.update(entry.name).update(await readFile(path));
    }
  };
  await walk(MIGRATIONS_FOLDER);
  await walk(fileURLToPath(new URL('./seed/', import.meta.url)));
  return hash.digest('hex').slice(0, 16);
};

const TEMPLATE_PREFIX = 'badal-upstream-pglite-';
const templatePath = async () => join(tmpdir(), `${TEMPLATE_PREFIX}${await templateKey()}.tar`);

const readTemplate = async (path: string): Promise<Blob | undefined> => {
  try {
    return new Blob([await readFile(path)]);
  } catch {
    return undefined;
  }
};

/** Written under a unique name and renamed, so a parallel reader never sees half a tarball. */
const saveTemplate = async (path: string, database: Database): Promise<void> => {
  if (!database.dump) return;
  const data = Buffer.from(await (await database.dump()).arrayBuffer());
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, data);
  await rename(temp, path);
  // Snapshots of earlier code versions are 40 MB each; drop those nobody has made for a day.
  const dayAgo = Date.now() - 86_400_000;
  for (const name of await readdir(tmpdir())) {
    const other = join(tmpdir(), name);
    if (!name.startsWith(TEMPLATE_PREFIX) || other === path) continue;
    const info = await stat(other).catch(() => null);
    if (info && info.mtimeMs < dayAgo) await rm(other, { force: true });
  }
};

export interface TestDatabase {
  options: DatabaseOptions;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database `badal_test_<random>` on TEST_DATABASE_URL's server. */
export const createTestPostgresDatabase = async (): Promise<TestDatabase> => {
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const name = `badal_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // CREATE DATABASE copies template1 and fails while someone else is connected to it: retry briefly.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(`CREATE DATABASE "${name}"`);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    options: { kind: 'postgres', url: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
};

/**
 * The seed's pictures (thousands of immutable files) are not copied into each test instance: its
 * storage/seed is a link to the machine-wide picture cache, which the seed fills once.
 */
const linkSeedPictures = async (dataDir: string): Promise<void> => {
  const shared = join(DEFAULT_MEDIA_CACHE_DIR, 'seed');
  await mkdir(shared, { recursive: true });
  await mkdir(join(dataDir, 'storage'), { recursive: true });
  await symlink(shared, join(dataDir, 'storage', 'seed'), 'dir');
};

export const startTestUpstream = async (options: TestUpstreamOptions = {}): Promise<TestUpstream> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'badal-upstream-test-'));
  await linkSeedPictures(dataDir);
  const logger = options.logLevel ?? (process.env.UPSTREAM_TEST_LOG_LEVEL || 'silent');
  const common = {
    dataDir,
    logger,
    ...(options.tokenTtlSeconds ? { tokenTtlSeconds: options.tokenTtlSeconds } : {}),
    smsLimits: options.smsLimits ?? { resendCooldownSeconds: 0, perPhonePerDay: 100 },
    ...(options.pushWebhookUrl ? { pushWebhookUrl: options.pushWebhookUrl } : {}),
    ...(options.pushSecret ? { pushSecret: options.pushSecret } : {}),
    ...(options.pushTimeoutMs ? { pushTimeoutMs: options.pushTimeoutMs } : {}),
    ...(options.pushBackoffMs ? { pushBackoffMs: options.pushBackoffMs } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    paymentSweepMs: options.paymentSweepMs ?? 0,
    // Accounts named with a key of this instance's own: test runs sharing a Redis (the BFF's guess
    // counters) never meet the same account key twice.
    accountKeySecret: randomBytes(16).toString('hex'),
    ...(options.payments === undefined
      ? {}
      : { payments: options.payments && { ...devPaymentsConfig(options.payments.baseUrl), ...options.payments } }),
  };
  let dropDatabase = async () => {};
  let app: FastifyInstance;
  let db: Db;
  let context: UpstreamContext;
  try {
    if (options.database === 'postgres') {
      const database = await createTestPostgresDatabase();
      dropDatabase = database.drop;
      ({
        app,
        context,
        database: { db },
      } = await createUpstream({ ...common, database: database.options }));
    } else {
      const path = await templatePath();
      const template = await readTemplate(path);
      try {
        ({
          app,
          context,
          database: { db },
        } = await createUpstream({
          ...common,
          database: { kind: 'pglite', ...(template ? { loadDataDir: template } : {}) },
          onDatabaseReady: template ? undefined : (database) => saveTemplate(path, database),
        }));
      } catch (error) {
        if (!template) throw error;
        // A damaged or incompatible snapshot: forget it and start from scratch.
        await rm(path, { force: true });
        ({
          app,
          context,
          database: { db },
        } = await createUpstream({
          ...common,
          database: { kind: 'pglite' },
          onDatabaseReady: (database) => saveTemplate(path, database),
        }));
      }
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await dropDatabase().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  let closed: Promise<void> | undefined;
  return {
    url: `${origin}${API_PREFIX}`,
    origin,
    app,
    db,
    sweepPayments: async () => {
      if (context.payments) await sweepPayments(context, context.payments);
    },
    storageDir: join(dataDir, 'storage'),
    readOutbox: async (to) => {
      const response = await fetch(`${origin}/dev/outbox?to=${encodeURIComponent(to)}`);
      if (!response.ok) throw new Error(`GET /dev/outbox answered ${response.status}`);
      return ((await response.json()) as { messages: OutboxMessage[] }).messages;
    },
    close: () => {
      closed ??= (async () => {
        await app.close();
        await dropDatabase();
        await rm(dataDir, { recursive: true, force: true });
      })();
      return closed;
    },
  };
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
