/**
 * The orchestration against real child processes. The two services are small stand-ins written
 * to a temporary repository root, so the test checks start order, environment wiring, crash
 * handling and shutdown in about a second, without building the real ones.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planStack } from './env.mjs';
import { findFreePorts } from './ports.mjs';
import { ENTRIES, type Stack, startStack } from './stack.mjs';

// Both stand-ins answer /health and /env; the API dies on /crash; the BFF refuses to start
// unless the API is already healthy (that is the start order under test) or when FAKE_BFF_FAIL
// is set.
const FAKE_UPSTREAM = `
import http from 'node:http';
const server = http.createServer((req, res) => {
  if (req.url === '/crash') process.exit(3);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ DATA_DIR: process.env.DATA_DIR, MEDIA_BASE_URL: process.env.MEDIA_BASE_URL }));
});
server.listen(Number(process.env.UPSTREAM_PORT), process.env.UPSTREAM_HOST);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;
const FAKE_BFF = `
import http from 'node:http';
if (process.env.FAKE_BFF_FAIL) { console.error('bad config'); process.exit(1); }
const upstream = await fetch(new URL('/health', process.env.UPSTREAM_URL)).catch(() => null);
if (!upstream?.ok) process.exit(2);
const server = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ UPSTREAM_URL: process.env.UPSTREAM_URL, UPSTREAM_MEDIA_URL: process.env.UPSTREAM_MEDIA_URL }));
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

// The payment sandbox starts first: the API is started only once it answers.
const FAKE_SANDBOX = `
import http from 'node:http';
const server = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ SANDBOX_WEBHOOK_URL: process.env.SANDBOX_WEBHOOK_URL }));
});
server.listen(Number(process.env.SANDBOX_PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'badal-stack-test-'));
  for (const [entry, source] of [
    [ENTRIES.upstream, FAKE_UPSTREAM],
    [ENTRIES.bff, FAKE_BFF],
    [ENTRIES.paymentSandbox, FAKE_SANDBOX],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(root, entry)), { recursive: true });
    fs.writeFileSync(path.join(root, entry), source);
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const start = async (env: Record<string, string> = {}): Promise<Stack> => {
  const [upstreamPort, bffPort, sandboxPort] = await findFreePorts(3);
  const plan = planStack(env, { upstreamPort, bffPort, sandboxPort, dataDir: path.join(root, 'data') });
  return startStack({
    root,
    plan,
    env: { PATH: process.env.PATH, ...env },
    output: (name) => ({ kind: 'file', path: path.join(root, `${name}.log`) }),
    healthTimeoutMs: 10_000,
  });
};

const json = async (url: string) => (await fetch(url)).json();

describe('startStack', () => {
  it('starts the payment sandbox, the API, then the BFF wired to it, and stops them all', async () => {
    const stack = await start();
    try {
      expect(await json(`${stack.plan.sandboxOrigin}/env`)).toEqual({
        SANDBOX_WEBHOOK_URL: `${stack.plan.upstreamOrigin}/webhooks/myfatoorah`,
      });
      expect(await json(`${stack.plan.upstreamOrigin}/env`)).toEqual({
        DATA_DIR: path.join(root, 'data'),
        MEDIA_BASE_URL: '/media',
      });
      expect(await json(`${stack.plan.bffOrigin}/env`)).toEqual({
        UPSTREAM_URL: `${stack.plan.upstreamOrigin}/api`,
        UPSTREAM_MEDIA_URL: `${stack.plan.upstreamOrigin}/storage`,
      });
    } finally {
      await stack.stop();
    }
    expect(stack.services.map((s) => [s.name, s.exitStatus()])).toEqual([
      ['paymentSandbox', { code: 0, signal: null }],
      ['upstream', { code: 0, signal: null }],
      ['bff', { code: 0, signal: null }],
    ]);
  });

  it('reports a crashed service and stops the other', async () => {
    const stack = await start();
    await fetch(`${stack.plan.upstreamOrigin}/crash`).catch(() => undefined);
    const crash = await stack.crashed;
    expect(crash).toEqual({ name: 'upstream', reason: 'upstream exited with code 3' });
    await stack.stop();
    expect(stack.services.every((s) => s.exitStatus() !== undefined)).toBe(true);
  });

  it('fails fast when a service dies during start-up, leaving nothing running', async () => {
    await expect(start({ FAKE_BFF_FAIL: '1' })).rejects.toThrow(/bff exited with code 1/);
    expect(fs.readFileSync(path.join(root, 'bff.log'), 'utf8')).toContain('bad config');
  });

  it('asks for a build when an entry point is missing', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'badal-stack-empty-'));
    try {
      await expect(
        startStack({ root: empty, plan: planStack({}), env: {}, output: () => ({ kind: 'prefix', color: false }) }),
      ).rejects.toThrow(
        /upstream\/dist\/payment-sandbox\/server.js and upstream\/dist\/server.js and bff\/dist\/server.js not found: run `npm run build` first/,
      );
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
