/**
 * Test harness: a real reference upstream (real database) and a BFF built against it. Tests talk
 * to the BFF over HTTP with supertest, exactly as a browser or mobile app would.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { startTestUpstream } from '@badal/upstream/testing';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { buildBff } from '../app.js';
import { loadConfig } from '../config.js';
import type { SessionStore } from '../sessions/session-store.js';

/** A tiny web build so the SPA routes have a template to fill. */
export const fixtureWebDist = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'badal-web-'));
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
  upstream: Awaited<ReturnType<typeof startTestUpstream>>;
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
    upstream?: Awaited<ReturnType<typeof startTestUpstream>>;
  } = {},
): Promise<Harness> => {
  const upstream =
    options.upstream ??
    (await startTestUpstream({
      database: options.database ?? 'pglite',
      ...(options.tokenTtlSeconds ? { tokenTtlSeconds: options.tokenTtlSeconds } : {}),
    }));
  const config = loadConfig({
    NODE_ENV: 'test',
    UPSTREAM_URL: options.upstreamUrl ?? upstream.url,
    LOG_LEVEL: 'info',
    WEB_DIST: fixtureWebDist(),
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
  const res = await h.http.post('/bff/session').send({ userName, password }).expect(200);
  return { cookie: sessionCookie(res), sessionId: res.body.sessionId as string, body: res.body };
};

/** A small valid PNG (1×1, transparent). */
export const tinyPng = (): Buffer =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
