/**
 * Debian's Chromium (never a downloaded browser): CHROME_PATH, else `chromium` from PATH, launched
 * with the flags of architecture §11.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statfsSync } from 'node:fs';

export const chromiumPath = (): string => {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error('no chromium on PATH: apt-get install -y chromium, or set CHROME_PATH');
  }
};

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
