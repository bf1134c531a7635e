import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from '../test/counting-proxy.js';
import { type Harness, startHarness } from '../test/harness.js';
import { assertJson, isJsonType } from './json-answer.js';

describe('isJsonType / assertJson', () => {
  it('knows JSON content types', () => {
    expect(isJsonType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonType('application/problem+json')).toBe(true);
    expect(isJsonType('image/webp')).toBe(false);
    expect(isJsonType('text/html')).toBe(false);
    expect(isJsonType(undefined)).toBe(false);
  });

  it('lets JSON through and refuses anything else with upstream_bad_answer', () => {
    expect(() => assertJson('{"a":[1,2]}')).not.toThrow();
    expect(() => assertJson(Buffer.from('[]'))).not.toThrow();
    expect(() => assertJson('<html>oops</html>')).toThrow(expect.objectContaining({ code: 'upstream_bad_answer' }));
    expect(() => assertJson('{"cut":')).toThrow(expect.objectContaining({ status: 502 }));
  });
});

/** An API that answers 200 with a body that is not JSON, behind the BFF's real routes and cache. */
describe('broken upstream answers', () => {
  let h: Harness;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let now = Date.now();

  beforeAll(async () => {
    const { sharedTestUpstream } = await import('@badal/upstream/testing');
    const upstream = await sharedTestUpstream();
    proxy = await startCountingProxy(upstream.url);
    h = await startHarness({ upstream, upstreamUrl: proxy.url, now: () => now });
    const close = h.close;
    h.close = async () => {
      await close();
      await proxy.stop();
      await upstream.close();
    };
  });
  afterAll(async () => h?.close());

  const expectBadGateway = (res: { status: number; body: { error?: { code?: string; message?: string } } }) => {
    expect(res.status).toBe(502);
    expect(res.body.error?.code).toBe('upstream_bad_answer');
    expect(res.body.error?.message).toBeTruthy();
  };

  it('answers 502 for a cacheable call and stores nothing', async () => {
    proxy.garble(/\/categories\/mini/);
    expectBadGateway(await h.http.get('/api/categories/mini').set('accept-language', 'en'));
    proxy.garble(null);
    const good = await h.http.get('/api/categories/mini').set('accept-language', 'en').expect(200);
    // Had the broken answer been stored, this would have been a hit on it.
    expect(good.headers['x-cache']).toBe('miss');
    expect(Array.isArray(good.body)).toBe(true);
  });

  it('keeps serving the last good copy while the API answers garbage', async () => {
    const first = await h.http.get('/api/settings/keys').set('accept-language', 'ar').expect(200);
    proxy.garble(/\/settings\/keys/);
    now += 301_000 + 300_000; // past freshness and stale-while-revalidate: a refresh is needed
    const stale = await h.http.get('/api/settings/keys').set('accept-language', 'ar').expect(200);
    expect(stale.headers['x-cache']).toBe('stale-if-error');
    expect(stale.text).toBe(first.text);
    proxy.garble(null);
    const fresh = await h.http.get('/api/settings/keys').set('accept-language', 'ar').expect(200);
    expect(fresh.text).toBe(first.text);
  });

  it('answers 502 for an uncached call, small or streamed', async () => {
    proxy.garble(/\/v2\/search\/products/);
    expectBadGateway(await h.http.get('/api/v2/search/products?perPage=1'));
    proxy.garble(/\/v2\/search\/products/, 200_000); // over the size read whole with the headers
    expectBadGateway(await h.http.get('/api/v2/search/products?perPage=1'));
    proxy.garble(null);
    const good = await h.http.get('/api/v2/search/products?perPage=1').expect(200);
    expect(good.body.data).toHaveLength(1);
  });
});
