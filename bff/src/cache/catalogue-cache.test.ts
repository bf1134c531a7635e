import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from '../test/counting-proxy.js';
import { type Harness, login, startHarness } from '../test/harness.js';

/** The catalogue cache in front of the real reference API, with a counting proxy in between. */
describe('catalogue cache', () => {
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

  it('turns 200 concurrent identical cold requests into one upstream call', async () => {
    const before = proxy.count('/categories/mini');
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => h.http.get('/api/categories/mini').set('accept-language', 'en')),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(proxy.count('/categories/mini') - before).toBe(1);
    const again = await h.http.get('/api/categories/mini').set('accept-language', 'en').expect(200);
    expect(again.headers['x-cache']).toBe('hit');
    expect(proxy.count('/categories/mini') - before).toBe(1);
  });

  it('keeps one entry per language', async () => {
    const en = await h.http.get('/api/settings/keys').set('accept-language', 'en').expect(200);
    const ar = await h.http.get('/api/settings/keys').set('accept-language', 'ar').expect(200);
    expect(en.headers['x-cache']).toBe('miss');
    expect(ar.headers['x-cache']).toBe('miss');
    const arTree = await h.http.get('/api/categories/mini').set('accept-language', 'ar').expect(200);
    const enTree = await h.http.get('/api/categories/mini').set('accept-language', 'en').expect(200);
    expect(arTree.body[0].name).not.toBe(enTree.body[0].name);
  });

  it("gives a signed-in reader's product page its meta from the visitors' shared answer", async () => {
    const { cookie } = await login(h);
    const found = await h.http.get('/api/v2/search/products?perPage=1').expect(200);
    const product = found.body.data[0] as { slug: string; categories: { slug: string }[] };
    const page = `/en/categories/${product.categories[0]?.slug}/products/${product.slug}`;
    await h.http.get(page).expect(200);
    const before = proxy.count(`/products/${product.slug}`);
    const html = await h.http.get(page).set('cookie', cookie).expect(200);
    expect(html.text).toMatch(/<meta property="og:title"/);
    // The meta needs nothing personal: no call of the reader's own for it.
    expect(proxy.count(`/products/${product.slug}`) - before).toBe(0);
  });

  it('serves stale answers while the upstream is down, and fails once they are too old', async () => {
    await h.http.get('/api/categories/mini').set('accept-language', 'en').expect(200);
    await proxy.stop();
    now += 301_000 + 300_000; // past freshness (300 s) and stale-while-revalidate (300 s)
    const stale = await h.http.get('/api/categories/mini').set('accept-language', 'en').expect(200);
    expect(stale.headers['x-cache']).toBe('stale-if-error');
    now += 3_600_000;
    const gone = await h.http.get('/api/categories/mini').set('accept-language', 'en').expect(503);
    expect(gone.body.error.code).toBe('upstream_unavailable');
  });
});

describe('personal answers are never shared', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('bypasses the shared cache for signed-in callers of calls with personal fields', async () => {
    const { cookie, body } = await login(h);
    const visitor = await h.http.get(`/api/users/${body.session.userId}`).expect(200);
    expect(visitor.headers['x-cache']).toBe('miss');
    const member = await h.http.get(`/api/users/${body.session.userId}`).set('cookie', cookie).expect(200);
    expect(member.headers['x-cache']).toBe('bypass');
  });
});
