/**
 * Backup and restore of what the API keeps: its PostgreSQL database (pg_dump's custom format, so
 * pg_restore can restore into an empty database) and its uploaded files (DATA_DIR/storage, as a
 * gzipped tar). A backup is one folder: database.dump, storage.tar.gz and manifest.json.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dropDatabase, ensureDatabase, splitDatabaseUrl } from './postgres.mjs';

export const DATABASE_FILE = 'database.dump';
export const STORAGE_FILE = 'storage.tar.gz';
export const MANIFEST_FILE = 'manifest.json';

/**
 * Runs a command to completion; rejects with its stderr when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string | undefined> }} [options]
 * @returns {Promise<void>}
 */
const run = (command, args, { env = process.env } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', (error) => reject(new Error(`${command}: ${error.message}`)));
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} exited with code ${code}: ${stderr.trim()}`));
    });
  });

/**
 * 2026-11-23T20-30-05Z: a folder name that sorts by time and is valid everywhere.
 * @param {Date} date
 * @returns {string}
 */
export const backupName = (date) => `badal-${date.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;

/**
 * @param {string} file
 * @returns {Promise<string>}
 */
const sha256 = (file) =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .once('error', reject)
      .once('end', () => resolve(hash.digest('hex')));
  });

/**
 * Writes a backup folder under `outDir` and returns its path. pg_dump reads one consistent snapshot
 * while the API keeps running; files uploaded during the backup may or may not be in it.
 * @param {{ databaseUrl: string, dataDir: string, outDir: string, now?: Date }} options
 * @returns {Promise<string>}
 */
export const backup = async ({ databaseUrl, dataDir, outDir, now = new Date() }) => {
  const { name } = splitDatabaseUrl(databaseUrl);
  const storage = path.join(dataDir, 'storage');
  if (!fs.existsSync(storage)) throw new Error(`${storage} does not exist: is DATA_DIR the API's data folder?`);
  const dir = path.join(outDir, backupName(now));
  fs.mkdirSync(dir, { recursive: true });
  const dump = path.join(dir, DATABASE_FILE);
  const tarball = path.join(dir, STORAGE_FILE);
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${dump}`,
    `--dbname=${databaseUrl}`,
  ]);
  // Seed pictures are hard links into a shared cache; tar stores each once, as a file.
  await run('tar', ['--create', '--gzip', `--file=${tarball}`, `--directory=${dataDir}`, 'storage']);
  const manifest = {
    createdAt: now.toISOString(),
    database: name,
    files: {
      [DATABASE_FILE]: { bytes: fs.statSync(dump).size, sha256: await sha256(dump) },
      [STORAGE_FILE]: { bytes: fs.statSync(tarball).size, sha256: await sha256(tarball) },
    },
  };
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
};

/**
 * Checks a backup folder against its manifest (sizes and checksums) before anything is replaced.
 * @param {string} dir
 * @returns {Promise<{ createdAt: string, database: string }>}
 */
export const verifyBackup = async (dir) => {
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) throw new Error(`${dir} is not a backup (no ${MANIFEST_FILE})`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  for (const file of [DATABASE_FILE, STORAGE_FILE]) {
    const expected = manifest.files?.[file];
    const full = path.join(dir, file);
    if (!expected || !fs.existsSync(full)) throw new Error(`${full} is missing`);
    if ((await sha256(full)) !== expected.sha256) throw new Error(`${full} does not match its checksum`);
  }
  return { createdAt: manifest.createdAt, database: manifest.database };
};

/**
 * Replaces the database and the uploaded files with a backup's. Stop the API first: the database is
 * dropped (closing its connections) and made again from the dump, and DATA_DIR/storage is replaced.
 * @param {{ databaseUrl: string, dataDir: string, backupDir: string }} options
 * @returns {Promise<void>}
 */
export const restore = async ({ databaseUrl, dataDir, backupDir }) => {
  await verifyBackup(backupDir);
  await dropDatabase(databaseUrl);
  await ensureDatabase(databaseUrl);
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    path.join(backupDir, DATABASE_FILE),
  ]);
  // The old files go only once the new ones are in place.
  fs.mkdirSync(dataDir, { recursive: true });
  const incoming = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    await run('tar', [
      '--extract',
      '--gzip',
      `--file=${path.join(backupDir, STORAGE_FILE)}`,
      `--directory=${incoming}`,
    ]);
    const storage = path.join(dataDir, 'storage');
    const old = `${storage}.old-${process.pid}`;
    if (fs.existsSync(storage)) fs.renameSync(storage, old);
    fs.renameSync(path.join(incoming, 'storage'), storage);
    fs.rmSync(old, { recursive: true, force: true });
  } finally {
    fs.rmSync(incoming, { recursive: true, force: true });
  }
};
