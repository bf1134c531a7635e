/**
 * The benchmarks' reference API: `upstream/dist/server.js` started on a free port with a throw-away
 * data directory (PGlite there, or the PostgreSQL of DATABASE_URL, which it migrates and seeds when
 * empty), stopped and its directory removed afterwards. Run `npx tsc -b` first.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHealthy } from '../../scripts/lib/health.mjs';
import { findFreePort } from '../../scripts/lib/ports.mjs';

export const UPSTREAM_SERVER = fileURLToPath(new URL('../../../upstream/dist/server.js', import.meta.url));

/**
 * @param {{ label: string, env?: Record<string, string>, timeoutMs?: number }} options
 *   label names the data directory (badal-bench-<label>-…); env is added to this process's.
 * @returns {Promise<{ api: string, startedInMs: number, stop: () => Promise<void> }>}
 */
export const startUpstream = async ({ label, env = {}, timeoutMs = 180_000 }) => {
  if (!fs.existsSync(UPSTREAM_SERVER)) throw new Error(`${UPSTREAM_SERVER} is missing: run npx tsc -b first`);
  const port = await findFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `badal-bench-${label}-`));
  const started = performance.now();
  const child = spawn(process.execPath, [UPSTREAM_SERVER], {
    env: {
      ...process.env,
      ...env,
      UPSTREAM_PORT: String(port),
      UPSTREAM_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  /** @type {string | undefined} */
  let exited;
  child.once('exit', (code) => {
    exited = `exited with code ${code}`;
  });
  await waitForHealthy(`http://127.0.0.1:${port}/health`, { timeoutMs, gaveUp: () => exited });
  return {
    api: `http://127.0.0.1:${port}/api`,
    startedInMs: performance.now() - started,
    stop: async () => {
      if (exited === undefined) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
