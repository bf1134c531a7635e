/**
 * Debian's Chromium (never a downloaded browser), launched with the flags of architecture §11:
 * the full browser (CHROME_PATH, else `chromium` from PATH) and, for every spec but two
 * (web/playwright.config.ts), its headless shell (CHROME_HEADLESS_SHELL_PATH, else
 * `chromium-headless-shell` from PATH; the full browser where it is missing). The shell is the same
 * Blink without the browser around it, at about 60 % of the processor time per page (decision 029).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statfsSync } from 'node:fs';

/** The executable `variable` names, else the first of `commands` on PATH; undefined when none is there. */
const executable = (variable: string, commands: string[]): string | undefined => {
  const fromEnv = process.env[variable];
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`${variable}=${fromEnv} does not exist`);
    return fromEnv;
  }
  try {
    return execFileSync('sh', ['-c', commands.map((c) => `command -v ${c}`).join(' || ')], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return undefined;
  }
};

export const chromiumPath = (): string => {
  const path = executable('CHROME_PATH', ['chromium', 'chromium-browser']);
  if (!path) throw new Error('no chromium on PATH: apt-get install -y chromium, or set CHROME_PATH');
  return path;
};

/**
 * The headless shell, else the full browser. Not for what the shell does not do as Chrome does:
 * it shows no system notification for a push, does not fetch a page's icon, and installing the site
 * is the full browser's.
 */
export const headlessShellPath = (): string =>
  executable('CHROME_HEADLESS_SHELL_PATH', ['chromium-headless-shell']) ?? chromiumPath();

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Playwright starts Chromium with --disable-dev-shm-usage, for containers whose /dev/shm is 64 MB:
 * Chromium then keeps its shared memory (every frame, every screenshot) in files under /tmp, on
 * disk. Where /dev/shm has room (1 GB or more free), Chromium uses it as it does by default.
 */
export const IGNORED_DEFAULT_ARGS = (() => {
  try {
    const shm = statfsSync('/dev/shm');
    return shm.bavail * shm.bsize >= 2 ** 30 ? ['--disable-dev-shm-usage'] : [];
  } catch {
    return [];
  }
})();
