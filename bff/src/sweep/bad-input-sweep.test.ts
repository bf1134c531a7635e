/**
 * The bad-input sweep (sweep-cases.ts): every operation of the BFF's OpenAPI document is sent
 * wrong input through a real BFF in front of the real reference API, with a counting proxy
 * between them. Per case: never a 5xx; an error in the catalogue's shape; an answer before the
 * deadline (a hang is a failure, not a slowness measure); and a case the document's schema
 * refuses is a 4xx that nothing of reaches the API. Prints its totals.
 */
import type { AddressInfo } from 'node:net';
import { errorCatalogue } from '@badal/contracts';
import { sharedTestUpstream } from '@badal/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from '../test/counting-proxy.js';
import { type Harness, login, startHarness } from '../test/harness.js';
import { type OpenApiDocument, SWEEP_UPLOAD_MAX_BYTES, type SweepCase, sweepCases } from './sweep-cases.js';

/** Long enough for a loaded CI machine; a request that takes longer has hung. */
const DEADLINE_MS = 15_000;
const PARALLEL = 6;

interface Outcome {
  c: SweepCase;
  status: number;
  body: unknown;
  forwarded: number;
  failure?: string;
}

const isCatalogueBody = (body: unknown): boolean => {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return (
    typeof error?.code === 'string' && Object.hasOwn(errorCatalogue, error.code) && typeof error.message === 'string'
  );
};

describe('bad-input sweep over every operation of /docs/json', () => {
  let upstream: Awaited<ReturnType<typeof sharedTestUpstream>>;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let h: Harness;
  let origin: string;
  let cookie: string;
  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    proxy = await startCountingProxy(upstream.url);
    h = await startHarness({
      upstream,
      upstreamUrl: proxy.url,
      env: { LOG_LEVEL: 'silent', UPLOAD_MAX_BYTES: String(SWEEP_UPLOAD_MAX_BYTES) },
    });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    ({ cookie } = await login(h, 'company', 'company1234'));
  });
  afterAll(async () => {
    await h?.close();
    await proxy?.stop();
    await upstream?.close();
  });

  const send = async (c: SweepCase, id: string): Promise<Omit<Outcome, 'forwarded'>> => {
    try {
      const res = await fetch(`${origin}${c.url}`, {
        method: c.method,
        headers: { cookie, 'x-request-id': id, ...c.headers },
        ...(c.body !== undefined ? { body: c.body } : {}),
        redirect: 'manual',
        signal: AbortSignal.timeout(DEADLINE_MS),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      return { c, status: res.status, body };
    } catch (error) {
      return { c, status: 0, body: null, failure: `no answer: ${(error as Error).message}` };
    }
  };

  it('answers every case with a 4xx in the catalogue shape, forwards nothing refused, never a 5xx', async () => {
    const doc = (await (await fetch(`${origin}/docs/json`)).json()) as OpenApiDocument;
    const cases = sweepCases(doc);
    expect(cases.length).toBeGreaterThan(500);
    const outcomes: Outcome[] = [];
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const index = next++;
        const c = cases[index] as SweepCase;
        const id = `sweep-${index}`;
        const answer = await send(c, id);
        outcomes.push({ ...answer, forwarded: 0 });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const forwardedIds = new Map<string, number>();
    for (const id of proxy.requestIds) forwardedIds.set(id, (forwardedIds.get(id) ?? 0) + 1);

    const failures: string[] = [];
    const totals = {
      cases: outcomes.length,
      '2xx/3xx': 0,
      '4xx': 0,
      '5xx': 0,
      'no answer': 0,
      'forwarded when refused': 0,
    };
    for (const o of outcomes) {
      o.forwarded = forwardedIds.get(`sweep-${cases.indexOf(o.c)}`) ?? 0;
      const where = `${o.c.method} ${o.c.url.slice(0, 120)} — ${o.c.name}`;
      if (o.status === 0) {
        totals['no answer']++;
        failures.push(`${where}: ${o.failure}`);
        continue;
      }
      if (o.status >= 500) {
        totals['5xx']++;
        failures.push(`${where}: ${o.status} ${JSON.stringify(o.body).slice(0, 200)}`);
        continue;
      }
      if (o.status >= 400) {
        totals['4xx']++;
        if (!isCatalogueBody(o.body))
          failures.push(`${where}: ${o.status} not in the catalogue shape: ${JSON.stringify(o.body).slice(0, 200)}`);
      } else totals['2xx/3xx']++;
      if (o.c.refused && o.status < 400) failures.push(`${where}: accepted (${o.status}) though its schema refuses it`);
      if (o.c.refused && o.forwarded > 0) {
        totals['forwarded when refused']++;
        failures.push(`${where}: refused with ${o.status} but forwarded to the API`);
      }
    }
    const operations = new Set(cases.map((c) => c.operation)).size;
    console.info(
      `bad-input sweep: ${operations} operations, ${Object.entries(totals)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`,
    );
    expect(failures).toEqual([]);
  }, 240_000);
});
