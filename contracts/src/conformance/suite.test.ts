import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callList } from '../calls/index.js';
import { summarize } from './report.js';
import { runConformance } from './suite.js';

const credentials = {
  user: { userName: 'demo', password: 'demo1234' },
  unverified: { userName: 'unverified', password: 'unverified1234' },
  banned: { userName: 'banned', password: 'banned1234' },
};

let server: Server;
let base: string;

beforeAll(async () => {
  // An API that is down: every request answers 503 with a Laravel-style body.
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'down' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('runConformance against an API that is down', () => {
  it('reports failures for every call instead of throwing, through the given fetch', async () => {
    const requested: string[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      requested.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return fetch(input, init);
    };
    const { results } = await runConformance({ upstream: base, credentials, fetch: recordingFetch });

    const checked = new Set(results.map((r) => r.call));
    for (const call of callList) expect(checked.has(call.name), call.name).toBe(true);
    // Every call has a scenario and every listed error a check (or a reason it cannot have one):
    // a call added to the table without one fails here, not only against a live API.
    const gaps = results.filter((r) => r.check === 'exercised' || r.check.startsWith('error '));
    expect(gaps.map((r) => `${r.call}: ${r.detail}`)).toEqual([]);
    const { passed, failed } = summarize(results);
    expect(passed).toBe(0);
    expect(failed).toBeGreaterThan(callList.length);
    for (const r of results.filter((x) => !x.ok)) expect(r.detail, `${r.call} ${r.check}`).toMatch(/\S/);
    expect(results.find((r) => r.call === 'login' && !r.ok)?.detail).toContain('got 503 "down"');
    expect(requested.length).toBeGreaterThan(10);
    expect(requested.every((r) => r.includes('/api/'))).toBe(true);
    // Without an outbox the destructive checks are skipped with their reason, not failed.
    const disabling = results.find((r) => r.call === 'changeStatus' && r.skipped);
    expect(disabling?.detail).toContain('CONFORMANCE_OUTBOX_URL');
  });

  it('sends PUT and DELETE calls as POST + _method (no real verb without a session to refuse it)', async () => {
    const methods: string[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      methods.push(`${init?.method} ${new URL(String(input)).pathname}`);
      return fetch(input, init);
    };
    await runConformance({ upstream: `${base}/`, credentials, fetch: recordingFetch });
    expect(methods.filter((m) => /^(PUT|DELETE) /.test(m))).toEqual([]);
  });
});
