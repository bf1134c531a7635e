import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCalls } from '../../call.js';
import { createApiClient } from '../client.js';
import type { SuiteContext } from '../context.js';
import { Recorder } from '../recorder.js';
import { errorCoverageChecks, uncoveredCallChecks } from './coverage.js';

const base = { summary: 's', auth: 'none', encoding: 'none', exposure: 'api', tags: ['t'] } as const;
const { plainGet, badGet, withParams, aPost } = defineCalls({
  plainGet: {
    ...base,
    method: 'GET',
    path: '/things',
    query: z.object({ page: z.coerce.number().optional() }),
    response: z.object({ items: z.array(z.string()) }),
    errors: [{ status: 404, code: 'not_found' }],
  },
  badGet: { ...base, method: 'GET', path: '/bad', response: z.array(z.number()) },
  withParams: {
    ...base,
    method: 'GET',
    path: '/things/{id}',
    params: z.object({ id: z.coerce.number() }),
    response: z.object({}),
  },
  aPost: { ...base, method: 'POST', path: '/things', encoding: 'json', response: z.object({}) },
});

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items: ['a'] }));
    req.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const context = (): SuiteContext => ({
  api: createApiClient({ upstream: url, fetch }),
  rec: new Recorder(),
  credentials: {
    user: { userName: 'u', password: 'p' },
    unverified: { userName: 'v', password: 'p' },
    banned: { userName: 'b', password: 'p' },
  },
  outbox: undefined,
  state: {},
});

describe('uncoveredCallChecks', () => {
  it('checks a plain GET no scenario covered, and fails calls it cannot check generically', async () => {
    const ctx = context();
    await uncoveredCallChecks(ctx, [plainGet, badGet, withParams, aPost]);
    expect(ctx.rec.results.map((r) => [r.call, r.check, r.ok])).toEqual([
      ['plainGet', 'generic GET', true],
      ['badGet', 'generic GET', false],
      ['withParams', 'exercised', false],
      ['aPost', 'exercised', false],
    ]);
  });

  it('leaves calls a scenario already checked alone', async () => {
    const ctx = context();
    ctx.rec.pass(aPost, 'scenario', 'ok');
    await uncoveredCallChecks(ctx, [aPost]);
    expect(ctx.rec.results).toHaveLength(1);
  });
});

describe('errorCoverageChecks', () => {
  it('fails a listed error that no check provoked or explained', async () => {
    const ctx = context();
    await errorCoverageChecks(ctx, [plainGet]);
    expect(ctx.rec.results).toMatchObject([{ call: 'plainGet', check: 'error 404 not_found', ok: false }]);
  });

  it('accepts one that a check provoked or a skip explained', async () => {
    const provoked = context();
    provoked.rec.error(plainGet, 'missing', { status: 404, json: { message: 'no' }, text: '' }, 404, 'not_found');
    await errorCoverageChecks(provoked, [plainGet]);
    expect(provoked.rec.results.filter((r) => !r.ok)).toEqual([]);

    const explained = context();
    explained.rec.skip(plainGet, 'all of it', 'cannot run here', 'all');
    await errorCoverageChecks(explained, [plainGet]);
    expect(explained.rec.results.filter((r) => !r.ok)).toEqual([]);
  });
});
