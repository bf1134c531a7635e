import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness.js';
import { lazyChildLoggerFactory, requestIdGenerator } from './request-logging.js';

const lines = (h: Harness) =>
  h
    .logs()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request logging', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('writes one parseable pino line per request, with the query secrets redacted', async () => {
    const res = await h.http.get('/api/categories/mini?token=s3cret&page=2').expect(200);
    await h.http.get('/health').expect(200);
    const mine = lines(h).filter((l) => l.reqId === res.headers['x-request-id']);
    expect(mine).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        url: '/api/categories/mini?token=%5BRedacted%5D&page=2',
        status: 200,
        pid: process.pid,
      }),
    ]);
    expect(mine[0]?.time).toEqual(expect.any(Number));
    expect(mine[0]?.ms).toEqual(expect.any(Number));
    expect(h.logs()).not.toContain('s3cret');
    expect(lines(h).some((l) => l.url === '/health')).toBe(false);
  });

  it("a request's own logger is built on first use and carries the request id", () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    const root = pino({ level: 'info' }, out) as unknown as FastifyBaseLogger;
    let built = 0;
    const counting = Object.create(root, {
      child: {
        value: (...args: Parameters<FastifyBaseLogger['child']>) => {
          built++;
          return root.child(...args);
        },
      },
    }) as FastifyBaseLogger;
    const log = lazyChildLoggerFactory(counting, { reqId: 'r-1' }, {});
    expect(built).toBe(0);
    expect(log.level).toBe('info');
    log.debug('not written');
    log.warn({ detail: 'x' }, 'first');
    log.info('second');
    expect(built).toBe(1);
    const written = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(written).toEqual([
      expect.objectContaining({ level: 40, reqId: 'r-1', detail: 'x', msg: 'first' }),
      expect.objectContaining({ level: 30, reqId: 'r-1', msg: 'second' }),
    ]);
  });

  it('keeps an id the client sends, and makes unique ones otherwise', async () => {
    const given = await h.http.get('/health').set('x-request-id', 'trace-123').expect(200);
    expect(given.headers['x-request-id']).toBe('trace-123');
    const next = requestIdGenerator();
    const other = requestIdGenerator();
    const ids = new Set([next(), next(), other(), other()]);
    expect(ids.size).toBe(4);
  });
});
