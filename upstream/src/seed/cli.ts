/**
 * `npm run seed -w upstream`: migrates and seeds the database of the environment (see config.ts)
 * without starting the server. Idempotent: a second run reports zeros.
 *
 * `-- --products N --users M`: a large catalogue on top of the demo data — M generated members and
 * generated products up to N in all (seed/scale/). Deterministic; meant for PostgreSQL.
 */
import { join } from 'node:path';
import { readEnv } from '../config.js';
import { openDatabase } from '../db/database.js';
import { runSeed } from './run-seed.js';
import { seedScale } from './scale/seed-scale.js';

const count = (flag: string): number | undefined => {
  const at = process.argv.indexOf(flag);
  if (at < 0) return undefined;
  const n = Number(process.argv[at + 1]);
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000) throw new Error(`${flag} needs a whole number`);
  return n;
};
const scale = { products: count('--products'), users: count('--users') };

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
  if (scale.products !== undefined || scale.users !== undefined) {
    const more = await seedScale(database.db, {
      products: scale.products ?? 0,
      users: scale.users ?? 0,
      log: (line) => console.info(`scale: ${line}`),
    });
    const total = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`large catalogue done in ${total} s: ${JSON.stringify(more)}`);
  }
} finally {
  await database.close();
}
