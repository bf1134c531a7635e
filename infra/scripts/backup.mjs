#!/usr/bin/env node
/**
 * `npm run backup -- [--out DIR]`: backs up the API's PostgreSQL database and its uploaded files
 * into a new folder under DIR (default `backups/`), printed at the end. Reads DATABASE_URL and
 * DATA_DIR (default `.data`) from the environment or `.env`. The API may keep running.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backup } from './lib/backup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

try {
  const argv = process.argv.slice(2);
  let outDir = 'backups';
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out' && argv[i + 1]) outDir = /** @type {string} */ (argv[++i]);
    else throw new Error(`unknown argument "${argv[i]}" (usage: npm run backup -- [--out DIR])`);
  }
  if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: which PostgreSQL database holds the API?');
  const dir = await backup({
    databaseUrl,
    dataDir: path.resolve(root, process.env.DATA_DIR?.trim() || '.data'),
    outDir: path.resolve(root, outDir),
  });
  console.info(dir);
} catch (error) {
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
