/**
 * Vitest's global setup for the API's and the BFF's tests (architecture §17). Before any worker starts:
 * the seeded templates every test database is copied from are made if missing (templates.ts),
 * their key is computed once and handed to the workers in BADAL_TEST_TEMPLATE_KEY, and the run gets
 * a name and a directory for its instances. After the run: the databases and files its shared
 * instances (testing.ts) kept to the end are removed.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareTestTemplates, testTemplateKey } from '../testing.js';
import { dropRunDatabases } from './templates.js';

let teardown: (() => Promise<void>) | undefined;

export default async function setup(): Promise<() => Promise<void>> {
  // The API's and the BFF's projects both name this file: in one run, the first does the work.
  if (teardown) return teardown;
  const run = `r${randomBytes(4).toString('hex')}`;
  const runDir = join(tmpdir(), `badal-test-run-${run}`);
  const started = performance.now();
  const key = await testTemplateKey();
  const { postgres } = await prepareTestTemplates(key);
  // Workers start after the global setups and inherit this process's environment.
  Object.assign(process.env, { BADAL_TEST_RUN: run, BADAL_TEST_RUN_DIR: runDir, BADAL_TEST_TEMPLATE_KEY: key });
  // The instances' database when a test names none (testing.ts defaultTestDatabase): PostgreSQL when
  // it answers. Shared PGlite instances, each serving a worker's files for the whole run, stopped
  // now and then inside PGlite's backend (a WebAssembly loop in its error path, on a plain select),
  // which hung the run; a person can still ask for PGlite with BADAL_TEST_DATABASE=pglite.
  process.env.BADAL_TEST_DATABASE ??= postgres ? 'postgres' : 'pglite';
  if (process.env.BADAL_TEST_VERBOSE)
    process.stderr.write(
      `test templates ${key} ready in ${Math.round(performance.now() - started)} ms (PostgreSQL: ${postgres ?? 'none'})\n`,
    );
  let done: Promise<void> | undefined;
  teardown = () => {
    done ??= (async () => {
      await dropRunDatabases(run);
      await rm(runDir, { recursive: true, force: true });
    })();
    return done;
  };
  return teardown;
}
