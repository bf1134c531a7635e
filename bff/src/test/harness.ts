/**
 * Test harness: a real reference upstream (real database) and a BFF built against it. Tests talk
 * to the BFF over HTTP with supertest, exactly as a browser or mobile app would. The upstream is
 * the worker's shared instance unless the test brings its own (architecture §17): a BFF is cheap to
 * build, an API with its database is not.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { sharedTestUpstream, type TestUpstream } from '@badal/upstream/testing';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { buildBff } from '../app.js';
import { loadConfig } from '../config.js';
import type { SessionStore } from '../sessions/session-store.js';

/** A tiny web build so the SPA routes have a template to fill. */
export const fixtureWebDist = (): string => {
  // Under the run's directory (removed after the run by the global setup) when there is one.
  const root = process.env.BADAL_TEST_RUN_DIR || tmpdir();
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(path.join(root, 'badal-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en" dir="ltr"><head><meta charset="utf-8"><!--badal:head--></head><body><div id="root"></div><!--badal:bootstrap--><script type="module" src="/assets/app-abc123.js"></script></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("badal")');
  return dir;
};

export interface Harness {
  app: FastifyInstance;
  upstream: TestUpstream;
  http: ReturnType<typeof supertest>;
  logs: () => string;
  close: () => Promise<void>;
}

export const startHarness = async (
  options: {
    database?: 'pglite' | 'postgres';
    tokenTtlSeconds?: number;
    sessionStore?: SessionStore;
    now?: () => number;
    /** Point the BFF here instead of at the upstream (e.g. a counting proxy in front of it). */
    upstreamUrl?: string;
    env?: Record<string, string>;
    /** An upstream of the test's own (closed by the test); default the worker's shared one. */
    upstream?: TestUpstream;
  } = {},
): Promise<Harness> => {
  const upstream =
    options.upstream ??
    (await sharedTestUpstream({
      database: options.database ?? 'pglite',
      ...(options.tokenTtlSeconds ? { tokenTtlSeconds: options.tokenTtlSeconds } : {}),
    }));
  const config = loadConfig({
    NODE_ENV: 'test',
    UPSTREAM_URL: options.upstreamUrl ?? upstream.url,
    LOG_LEVEL: 'info',
    WEB_DIST: fixtureWebDist(),
    // Tests sign in and register far more often than people do; the limits' own tests set theirs.
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_ACCOUNT: '1000000',
    RATE_LIMIT_PER_ACCOUNT_ADDRESS: '1000000',
    ...options.env,
  });
  const logStream = new PassThrough();
  let logText = '';
  logStream.on('data', (chunk: Buffer) => {
    logText += chunk.toString('utf8');
  });
  const app = await buildBff(config, {
    logStream,
    ...(options.sessionStore ? { sessionStore: options.sessionStore } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return {
    app,
    upstream,
    http: supertest(app.server),
    logs: () => logText,
    close: async () => {
      await app.close();
      if (!options.upstream) await upstream.close();
    },
  };
};

/** The session cookie of a response, ready to send back. */
export const sessionCookie = (res: { headers: Record<string, unknown> }): string => {
  const set = res.headers['set-cookie'] as string[] | undefined;
  const c = set?.find((s) => s.startsWith('badal_sid='));
  if (!c) throw new Error('no session cookie');
  return c.split(';')[0]!;
};

export const login = async (h: Harness, userName = 'demo', password = 'demo1234') => {
  const res = await h.http
    .post('/bff/session')
    .set('prefer', 'bearer-session')
    .send({ userName, password })
    .expect(200);
  return { cookie: sessionCookie(res), sessionId: res.body.sessionId as string, body: res.body };
};

/** A small valid PNG (1×1, transparent). */
export const tinyPng = (): Buffer =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/** A valid PNG of roughly `bytes` bytes (stored, not compressed), for upload tests. */
export const pngOfSize = (bytes: number): Buffer => {
  const width = 500;
  const height = Math.max(1, Math.floor(bytes / (width * 3 + 1)));
  const raw = Buffer.alloc((width * 3 + 1) * height, 0x7f);
  for (let y = 0; y < height; y++) raw[y * (width * 3 + 1)] = 0;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 0 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};
