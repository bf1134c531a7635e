/**
 * `npm start` stops everything when it is told to: a SIGTERM to the npm process (what a process
 * manager or an IDE's stop button sends), npm killed outright, or a signal during the build. The
 * real start script and its helpers run through the real npm and the repository's own `start`
 * script, in a temporary root whose three services (the payment sandbox, the API, the BFF) are small stand-ins (building the real ones
 * would take minutes); the ports must be free within 5 s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from './lib/health.mjs';
import { findFreePorts, isPortFree } from './lib/ports.mjs';
import { ENTRIES } from './lib/stack.mjs';

const repo = path.resolve(import.meta.dirname, '../..');

const SERVICE = (portVariable: string) => `
import http from 'node:http';
const server = http.createServer((req, res) => res.end('ok'));
server.listen(Number(process.env.${portVariable}), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

/** A build that takes its time and says where it runs. */
const SLOW_BUILD = `
import fs from 'node:fs';
fs.writeFileSync('build.pid', String(process.pid));
setInterval(() => {}, 1000);
`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now();
};

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'badal-start-test-'));
  for (const file of [
    'start.mjs',
    ...fs.readdirSync(path.join(repo, 'infra/scripts/lib')).filter((f) => f.endsWith('.mjs')),
  ]) {
    const from = path.join(repo, 'infra/scripts', file === 'start.mjs' ? file : `lib/${file}`);
    const to = path.join(root, 'infra/scripts', file === 'start.mjs' ? file : `lib/${file}`);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
  for (const [entry, source] of [
    [ENTRIES.paymentSandbox, SERVICE('SANDBOX_PORT')],
    [ENTRIES.upstream, SERVICE('UPSTREAM_PORT')],
    [ENTRIES.bff, SERVICE('PORT')],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(root, entry)), { recursive: true });
    fs.writeFileSync(path.join(root, entry), source);
  }
  fs.writeFileSync(path.join(root, 'slow-build.mjs'), SLOW_BUILD);
  const { scripts } = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  // The repository's own start script; only the build is a stand-in.
  fs.writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({
      name: 'start-test',
      private: true,
      type: 'module',
      scripts: { start: scripts.start, build: 'node slow-build.mjs' },
    }),
  );
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const npmStart = async (args: string[]) => {
  const [sandboxPort, upstreamPort, bffPort] = await findFreePorts(3);
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    SANDBOX_PORT: String(sandboxPort),
    UPSTREAM_PORT: String(upstreamPort),
    PORT: String(bffPort),
  };
  const npm: ChildProcess = spawn('npm', ['start', '--', ...args], { cwd: root, env, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  const ports = [sandboxPort, upstreamPort, bffPort] as number[];
  const up = () =>
    waitFor(
      'start-up',
      async () => (await Promise.all(ports.map((p) => probe(`http://127.0.0.1:${p}/`, 500)))).every(Boolean),
      20_000,
    );
  const free = async () => (await Promise.all(ports.map((p) => isPortFree(p, '127.0.0.1')))).every(Boolean);
  return { npm, exited, up, free };
};

describe('npm start', () => {
  it('frees every port within 5 s of a SIGTERM to the npm process', async () => {
    const { npm, exited, up, free } = await npmStart(['--no-build']);
    await up();
    const sent = Date.now();
    npm.kill('SIGTERM');
    const done = await waitFor('ports free', free, 5_000);
    expect(done - sent).toBeLessThan(5_000);
    await exited;
  }, 30_000);

  it('stops the services when npm is killed outright and no signal reaches them', async () => {
    const { npm, up, free } = await npmStart(['--no-build']);
    await up();
    npm.kill('SIGKILL');
    await waitFor('ports free', free, 5_000);
  }, 30_000);

  it('stops the build when the signal comes while it runs', async () => {
    fs.rmSync(path.join(root, 'build.pid'), { force: true });
    const { npm, exited } = await npmStart([]);
    await waitFor('the build', () => fs.existsSync(path.join(root, 'build.pid')), 20_000);
    const build = Number(fs.readFileSync(path.join(root, 'build.pid'), 'utf8'));
    expect(alive(build)).toBe(true);
    npm.kill('SIGTERM');
    await exited;
    // The build is told to stop at once; a loaded machine (the whole suite runs beside this test)
    // can take a few seconds to reap it, so this waits longer than the ports' 5 s.
    await waitFor('the build stopping', () => !alive(build), 15_000);
  }, 30_000);
});
