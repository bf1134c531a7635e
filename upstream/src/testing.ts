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
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { API_PREFIX, createUpstream, type DatabaseOptions, type OutboxMessage } from './app.js';
import { type Database, MIGRATIONS_FOLDER } from './db/database.js';
import { seedFingerprint } from './seed/run-seed.js';

export type { OutboxMessage } from './services/outbox.js';

export interface TestUpstreamOptions {
  database?: 'pglite' | 'postgres';
  tokenTtlSeconds?: number;
  /** Default: UPSTREAM_TEST_LOG_LEVEL, else 'silent'. */
  logLevel?: string;
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
}

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

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
  return hash.digest('hex').slice(0, 16);
};

const templatePath = async () => join(tmpdir(), `badal-upstream-pglite-${await templateKey()}.tar`);

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
};

interface TestDatabase {
  options: DatabaseOptions;
  drop(): Promise<void>;
}

const createPostgresDatabase = async (): Promise<TestDatabase> => {
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
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    options: { kind: 'postgres', url: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
};

export const startTestUpstream = async (options: TestUpstreamOptions = {}): Promise<TestUpstream> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'badal-upstream-test-'));
  const logger = options.logLevel ?? (process.env.UPSTREAM_TEST_LOG_LEVEL || 'silent');
  const common = { dataDir, logger, ...(options.tokenTtlSeconds ? { tokenTtlSeconds: options.tokenTtlSeconds } : {}) };
  let dropDatabase = async () => {};
  let app: FastifyInstance;
  try {
    if (options.database === 'postgres') {
      const database = await createPostgresDatabase();
      dropDatabase = database.drop;
      ({ app } = await createUpstream({ ...common, database: database.options }));
    } else {
      const path = await templatePath();
      const template = await readTemplate(path);
      try {
        ({ app } = await createUpstream({
          ...common,
          database: { kind: 'pglite', ...(template ? { loadDataDir: template } : {}) },
          onDatabaseReady: template ? undefined : (database) => saveTemplate(path, database),
        }));
      } catch (error) {
        if (!template) throw error;
        // A damaged or incompatible snapshot: forget it and start from scratch.
        await rm(path, { force: true });
        ({ app } = await createUpstream({
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
