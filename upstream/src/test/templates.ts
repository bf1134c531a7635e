/**
 * The seeded data test databases start from, made once for each version of what it holds: a
 * PGlite data directory as a tarball, a PostgreSQL template database, and the category pictures the
 * seed writes into storage. The key is a hash of the migrations, the seed's code and data and the
 * PGlite version; vitest's global setup (global-setup.ts) computes it once a run, makes what is
 * missing before any worker starts and hands the key to the workers in BADAL_TEST_TEMPLATE_KEY.
 * testing.ts does the same itself when nobody did (used outside that setup).
 *
 * A test database is then a copy: PGlite loads the tarball (no initdb, no migrations, no seed), and
 * PostgreSQL answers `CREATE DATABASE … TEMPLATE badal_template_<key>`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat, symlink, unlink, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { createUpstream } from '../app.js';
import { type DatabaseOptions, MIGRATIONS_FOLDER } from '../db/database.js';

/** Bump when the way templates are made changes (what they hold is in the key already). */
const TEMPLATE_FORMAT = 2;

/** Templates of other versions nobody has used for this long are removed. */
const UNUSED_FOR_MS = 3_600_000;

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;

const PGLITE_PREFIX = 'badal-upstream-pglite-';
const STORAGE_PREFIX = 'badal-upstream-storage-';
const POSTGRES_PREFIX = 'badal_template_';

export interface TemplatePaths {
  /** The PGlite data directory (a tar), shut down cleanly. */
  snapshot: string;
  /** A storage root holding what the seed writes besides the shared seed pictures: categories/. */
  storage: string;
  /** The PostgreSQL template database. */
  database: string;
}

export const templatePaths = (key: string): TemplatePaths => ({
  snapshot: join(tmpdir(), `${PGLITE_PREFIX}${key}.tar`),
  storage: join(tmpdir(), `${STORAGE_PREFIX}${key}`),
  database: `${POSTGRES_PREFIX}${key}`,
});

const pgliteVersion = (): string => {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === '@electric-sql/pglite') return manifest.version ?? '';
    } catch {}
    const parent = dirname(dir);
    if (parent === dir) return '';
    dir = parent;
  }
};

/**
 * What a seeded database is made of: the migrations, the seed's code (not its tests) and data, the
 * PGlite version and the way templates are made. Computed once a run (the global setup).
 */
export const templateKey = async (seed: { fingerprint: string; folder: string }): Promise<string> => {
  const hash = createHash('sha256')
    .update(`format ${TEMPLATE_FORMAT}\npglite ${pgliteVersion()}\n`)
    .update(seed.fingerprint);
  const walk = async (root: string, dir = root): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(root, path);
      else if (!entry.name.endsWith('.test.ts')) hash.update(path.slice(root.length)).update(await readFile(path));
    }
  };
  await walk(MIGRATIONS_FOLDER);
  await walk(seed.folder);
  return hash.digest('hex').slice(0, 16);
};

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** A link to the machine-wide cache of the seed's pictures (the seed fills it once). */
export const linkSeedPictures = async (storageDir: string, mediaCacheDir: string): Promise<void> => {
  const shared = join(mediaCacheDir, 'seed');
  await mkdir(shared, { recursive: true });
  await mkdir(storageDir, { recursive: true });
  await symlink(shared, join(storageDir, 'seed'), 'dir');
};

/**
 * Holds a lock file while `work` runs, so two processes (two vitest runs, or workers without the
 * global setup) do not make the same template at once; `done` says whether someone else already did.
 */
const withLock = async (lock: string, done: () => Promise<boolean>, work: () => Promise<void>): Promise<void> => {
  for (;;) {
    if (await done()) return;
    try {
      closeSync(openSync(lock, 'wx'));
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      const info = await stat(lock).catch(() => null);
      // A maker that died long ago (or was killed) leaves its lock behind.
      if (info && Date.now() - info.mtimeMs > 10 * 60_000) await unlink(lock).catch(() => {});
      else await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (!(await done())) await work();
    } finally {
      await unlink(lock).catch(() => {});
    }
    return;
  }
};

// --- A tarball of a PGlite data directory -----------------------------------------------------

const octal = (value: number, length: number) => `${value.toString(8).padStart(length - 1, '0')}\0`;

/** One ustar header (names here are short: PostgreSQL's own file names under the data directory). */
const tarHeader = (name: string, size: number, directory: boolean, mtime: number): Buffer => {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: name too long: ${name}`);
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write(octal(directory ? 0o700 : 0o600, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(mtime / 1000), 12), 136);
  header.write('        ', 148);
  header.write(directory ? '5' : '0', 156);
  header.write('ustar\u000000', 257);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
};

/**
 * The WAL segments a cleanly shut down data directory needs: those from its last checkpoint's redo
 * point to the checkpoint record (one, in practice). The others are recycled segments waiting to be
 * reused — 16 MB each that every test database would otherwise unpack. Undefined: keep them all.
 */
const neededWal = async (dataDir: string): Promise<Set<string> | undefined> => {
  const control = await readFile(join(dataDir, 'global', 'pg_control'));
  // ControlFileData: state (4 bytes at 16; 1 = shut down), checkPoint (8 at 32), then the
  // checkpoint itself: redo (8 at 40) and its timeline (4 at 48).
  if (control.readInt32LE(16) !== 1) return undefined;
  const checkpoint = control.readBigUInt64LE(32);
  const redo = control.readBigUInt64LE(40);
  const timeline = control.readUInt32LE(48);
  const segments = (await readdir(join(dataDir, 'pg_wal'), { withFileTypes: true })).filter(
    (e) => e.isFile() && /^[0-9A-F]{24}$/.test(e.name),
  );
  const first = segments[0];
  if (!first) return undefined;
  const segmentSize = BigInt((await stat(join(dataDir, 'pg_wal', first.name))).size);
  const perId = 0x1_0000_0000n / segmentSize;
  const hex = (n: bigint | number) => n.toString(16).toUpperCase().padStart(8, '0');
  const needed = new Set<string>();
  for (let segment = redo / segmentSize; segment <= checkpoint / segmentSize; segment++)
    needed.add(`${hex(timeline)}${hex(segment / perId)}${hex(segment % perId)}`);
  return segments.some((e) => needed.has(e.name)) ? needed : undefined;
};

/** The data directory as the tarball PGlite's `loadDataDir` takes, without spare WAL segments. */
const tarDataDir = async (dataDir: string, target: string): Promise<void> => {
  const wal = await neededWal(dataDir);
  const out = await open(target, 'w');
  try {
    const walk = async (relative: string): Promise<void> => {
      const entries = (await readdir(join(dataDir, relative), { withFileTypes: true })).sort((a, b) =>
        a.name.localeCompare(b.name),
      );
      for (const entry of entries) {
        const name = relative ? `${relative}/${entry.name}` : entry.name;
        const path = join(dataDir, name);
        const info = await stat(path);
        if (entry.isDirectory()) {
          await out.write(tarHeader(`${name}/`, 0, true, info.mtimeMs));
          await walk(name);
        } else if (entry.isFile()) {
          if (wal && relative === 'pg_wal' && /^[0-9A-F]{24}$/.test(entry.name) && !wal.has(entry.name)) continue;
          const data = await readFile(path);
          await out.write(tarHeader(name, data.length, false, info.mtimeMs));
          await out.write(data);
          const pad = (512 - (data.length % 512)) % 512;
          if (pad) await out.write(Buffer.alloc(pad));
        }
      }
    };
    await walk('');
    await out.write(Buffer.alloc(1024));
  } finally {
    await out.close();
  }
};

// --- Making the templates ---------------------------------------------------------------------

/** Migrates and seeds `database` once, with the storage of that seed in `dataDir/storage`. */
const seedOnce = async (dataDir: string, database: DatabaseOptions, mediaCacheDir: string) => {
  await linkSeedPictures(join(dataDir, 'storage'), mediaCacheDir);
  const { app } = await createUpstream({
    dataDir,
    database,
    logger: process.env.UPSTREAM_TEST_LOG_LEVEL || 'silent',
    payments: null,
    paymentSweepMs: 0,
    offerSweepMs: 0,
    seedCacheDir: mediaCacheDir,
  });
  // Closing shuts the database down cleanly: its files are then complete without any WAL replay.
  await app.close();
};

/** The storage template: the category pictures a seed wrote (the seed pictures are linked, not copied). */
const keepStorage = async (dataDir: string, storage: string): Promise<void> => {
  if (await exists(storage)) return;
  const temp = `${storage}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await mkdir(temp, { recursive: true });
  await rename(join(dataDir, 'storage', 'categories'), join(temp, 'categories'));
  await rename(temp, storage).catch(async (error) => {
    await rm(temp, { recursive: true, force: true });
    if (!(await exists(storage))) throw error;
  });
};

/** The PGlite snapshot and the storage template of `key`, made if missing. */
export const ensurePgliteTemplate = async (key: string, mediaCacheDir: string): Promise<TemplatePaths> => {
  const paths = templatePaths(key);
  const ready = async () => (await exists(paths.snapshot)) && (await exists(paths.storage));
  await withLock(`${paths.snapshot}.lock`, ready, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'badal-template-build-'));
    try {
      await seedOnce(dir, { kind: 'pglite', dataDir: join(dir, 'pglite') }, mediaCacheDir);
      await keepStorage(dir, paths.storage);
      // Written under another name and renamed: a reader never sees half a tarball.
      const temp = `${paths.snapshot}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await tarDataDir(join(dir, 'pglite'), temp);
      await rename(temp, paths.snapshot);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  const now = new Date();
  await utimes(paths.snapshot, now, now).catch(() => {});
  await utimes(paths.storage, now, now).catch(() => {});
  return paths;
};

/** Runs statements on the server's maintenance database (TEST_DATABASE_URL). */
export const withAdmin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** Whether TEST_DATABASE_URL's server answers. */
export const postgresAvailable = async (): Promise<boolean> =>
  withAdmin(async (client) => {
    await client.query('select 1');
    return true;
  }).catch(() => false);

export const databaseUrl = (name: string): string => {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * CREATE DATABASE, retried briefly while its template is busy (SQLSTATE 55006: someone connected
 * to template1, or two copies starting at the same moment).
 */
export const createDatabase = async (name: string, template?: string): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin((client) =>
        client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`),
      );
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
};

export const dropDatabase = (name: string): Promise<unknown> =>
  withAdmin(async (client) => {
    await client.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE false`).catch(() => {});
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

const databaseExists = (name: string) =>
  withAdmin(
    async (client) => ((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) > 0,
  );

/**
 * The PostgreSQL template of `key`, made if missing: migrated and seeded once, then renamed into
 * place, marked a template and closed to connections (a connection to it would stop copies).
 * Answers its name, or undefined when TEST_DATABASE_URL's server does not answer.
 */
export const ensurePostgresTemplate = async (key: string, mediaCacheDir: string): Promise<string | undefined> => {
  if (!(await postgresAvailable())) return undefined;
  const { database: name, storage } = templatePaths(key);
  if (!(await databaseExists(name))) {
    // One maker at a time on this server; the others wait for its template.
    const locker = new pg.Client({ connectionString: testDatabaseUrl() });
    await locker.connect();
    const lockKey = Number.parseInt(key.slice(0, 12), 16);
    try {
      await locker.query('select pg_advisory_lock($1)', [lockKey]);
      if (!(await databaseExists(name))) {
        const building = `${name}_${randomBytes(3).toString('hex')}`;
        const dir = await mkdtemp(join(tmpdir(), 'badal-template-build-'));
        try {
          await createDatabase(building);
          await seedOnce(dir, { kind: 'postgres', url: databaseUrl(building) }, mediaCacheDir);
          await keepStorage(dir, storage);
          await withAdmin(async (client) => {
            await client.query(`COMMENT ON DATABASE "${building}" IS 'used ${new Date().toISOString()}'`);
            await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
            await client.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
          });
        } catch (error) {
          await dropDatabase(building).catch(() => {});
          throw error;
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }
    } finally {
      await locker.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => {});
      await locker.end();
    }
  }
  await withAdmin((client) => client.query(`COMMENT ON DATABASE "${name}" IS 'used ${new Date().toISOString()}'`));
  return name;
};

/** Removes templates of other keys that nobody has used for an hour (each is tens of MB). */
export const removeOldTemplates = async (key: string): Promise<void> => {
  const current = templatePaths(key);
  const cutoff = Date.now() - UNUSED_FOR_MS;
  for (const name of await readdir(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith(PGLITE_PREFIX) && !name.startsWith(STORAGE_PREFIX)) continue;
    if (path === current.snapshot || path === current.storage || name.endsWith('.lock')) continue;
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < cutoff) await rm(path, { recursive: true, force: true });
  }
  if (!(await postgresAvailable())) return;
  const old = await withAdmin(
    async (client) =>
      (
        await client.query<{ name: string; note: string | null }>(
          `select datname as name, shobj_description(oid, 'pg_database') as note
             from pg_database where datname like '${POSTGRES_PREFIX}%' and datname <> $1`,
          [current.database],
        )
      ).rows,
  );
  for (const { name, note } of old) {
    const used = Date.parse(/^used (.+)$/.exec(note ?? '')?.[1] ?? '');
    // A template being made has no note yet: leave it to its maker.
    if (Number.isNaN(used) ? !/^badal_template_[0-9a-f]{16}$/.test(name) : used >= cutoff) continue;
    await dropDatabase(name).catch(() => {});
  }
};

/** Drops the databases a run left (`badal_test_<run>_…`: its shared instances, any a crash left). */
export const dropRunDatabases = async (run: string): Promise<void> => {
  if (!/^[0-9a-z]+$/.test(run) || !(await postgresAvailable())) return;
  const names = await withAdmin(
    async (client) =>
      (
        await client.query<{ name: string }>(
          `select datname as name from pg_database where datname like 'badal\\_test\\_${run}\\_%'`,
        )
      ).rows,
  );
  for (const { name } of names) await dropDatabase(name).catch(() => {});
};
