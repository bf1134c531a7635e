/**
 * `npm run seed -w upstream`: migrates and seeds the database of the environment (see config.ts)
 * without starting the server. Idempotent: a second run reports zeros.
 */
import { join } from 'node:path';
import { readEnv } from '../config.js';
import { openDatabase } from '../db/database.js';
import { runSeed } from './run-seed.js';

const env = readEnv();
const database = await openDatabase(
  env.databaseUrl
    ? { kind: 'postgres', url: env.databaseUrl }
    : { kind: 'pglite', dataDir: join(env.dataDir, 'pglite') },
);
try {
  await database.migrate();
  const started = performance.now();
  const report = await runSeed({
    db: database.db,
    storageDir: join(env.dataDir, 'storage'),
    ...(env.seedCacheDir ? { mediaCacheDir: env.seedCacheDir } : {}),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`seed done (${database.kind}) in ${seconds} s: ${JSON.stringify(report)}`);
} finally {
  await database.close();
}
