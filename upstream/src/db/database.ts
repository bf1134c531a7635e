/**
 * Opens the database — embedded PGlite (on disk or in memory) by default, PostgreSQL when a URL is
 * given — and applies the committed migrations of upstream/drizzle/ with drizzle's migrator.
 * Both drivers give the same PgDatabase type, so the rest of the code does not know which it has.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { guardAgainstStuckBackend } from './pglite-stuck-guard.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Same depth from src/db/ and dist/db/. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseOptions =
  /**
   * dataDir: a directory for the files; omitted, the database lives in memory (tests). settings:
   * server settings for this start (`-c name=value`), e.g. a smaller shared_buffers for the many
   * short-lived test databases, whose start zeroes the whole buffer pool.
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; settings?: Record<string, string> }
  | { kind: 'postgres'; url: string };

export interface Database {
  kind: DatabaseOptions['kind'];
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (used to start test databases quickly). */
  dump?: () => Promise<Blob>;
}

/** Any number; it only has to be the same for every instance migrating the same PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_415_226_301;

const openPglite = async (options: Omit<Extract<DatabaseOptions, { kind: 'pglite' }>, 'kind'>): Promise<Database> => {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    // The migrations create pg_trgm (trigram indexes) and btree_gin (a name's listing week beside
    // its trigrams); PGlite must load them first.
    extensions: { btree_gin, pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.settings
      ? {
          startParams: [
            ...PGlite.defaultStartParams,
            ...Object.entries(options.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
          ],
        }
      : {}),
  });
  // A backend failure PGlite's loop cannot leave ends the process with its cause instead of spinning.
  guardAgainstStuckBackend(client);
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
};

/**
 * Settings of every API connection. No parallel query: a search runs its page and its count side
 * by side, and requests run side by side; a parallel plan's workers then fight them for the same
 * cores and lengthen every request (on the 2-core machine the search benchmark's p95 at 1,000,000
 * products went from 501 to 213 ms without them; decision 025). No JIT: it compiles a plan whose
 * estimated cost is high, for statements that stop after a page of rows — a cars page whose walk
 * the planner costs at 570,000 ran in 28 ms and spent 570 more compiling (decision 027).
 */
export const CONNECTION_SETTINGS: Readonly<Record<string, string>> = {
  max_parallel_workers_per_gather: '0',
  jit: 'off',
};

const connectionOptions = Object.entries(CONNECTION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

const openPostgres = (url: string): Database => {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: connectionOptions });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    // Several API instances may start against one database: an advisory lock lets one migrate.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};

/** Closing twice (the app's onClose hook and an error path) closes once. */
const closeOnce = (database: Database): Database => {
  let closing: Promise<void> | undefined;
  const close = database.close;
  return {
    ...database,
    close: () => {
      closing ??= close();
      return closing;
    },
  };
};

export const openDatabase = async (options: DatabaseOptions): Promise<Database> =>
  closeOnce(options.kind === 'postgres' ? openPostgres(options.url) : await openPglite(options));

/** The SQLSTATE of a database error, looking through drizzle's DrizzleQueryError wrapper. */
export const sqlState = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
