/**
 * Debian's Chromium (never a downloaded browser): CHROME_PATH, else `chromium` from PATH, launched
 * with the flags of architecture §11.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
