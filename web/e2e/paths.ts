/**
 * Where the suite keeps what it leaves behind: web/artifacts (git-ignored), or E2E_ARTIFACTS_DIR,
 * so two runs on one machine do not clear each other's results.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ARTIFACTS_DIR = resolve(web, process.env.E2E_ARTIFACTS_DIR ?? 'artifacts');
/** Screenshots people look at: the every-screen sweep's and the journeys' (docs/operations.md, "Tests", lists them). */
export const SCREENSHOT_DIR = join(ARTIFACTS_DIR, 'screenshots');
/** The roles' storage state, written by roles.setup.ts. */
export const AUTH_DIR = join(ARTIFACTS_DIR, '.auth');
