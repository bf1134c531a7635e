#!/usr/bin/env node
/**
 * `npm run restore -- <backup folder>`: replaces the API's PostgreSQL database and its uploaded
 * files with those of a backup made by `npm run backup`, after checking the backup's checksums.
 * Stop the API first. Reads DATABASE_URL and DATA_DIR (default `.data`) from the environment or
 * `.env`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restore } from './lib/backup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

try {
  const [backupDir, ...rest] = process.argv.slice(2);
  if (!backupDir || rest.length > 0) throw new Error('usage: npm run restore -- <backup folder>');
  if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: which PostgreSQL database holds the API?');
  const started = Date.now();
  await restore({
    databaseUrl,
    dataDir: path.resolve(root, process.env.DATA_DIR?.trim() || '.data'),
    backupDir: path.resolve(backupDir),
  });
  console.info(`restored ${backupDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
