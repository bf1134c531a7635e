/**
 * A page waits for its data against one deadline: an API that hangs on the page's calls delays
 * the page by the deadline once, and the page still comes (with what arrived), instead of waiting
 * for each call's own timeout in turn.
 */
import { sharedTestUpstream } from '@badal/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from '../test/counting-proxy.js';
import { type Harness, startHarness } from '../test/harness.js';

describe('one deadline for a page', () => {
  let upstream: Awaited<ReturnType<typeof sharedTestUpstream>>;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let h: Harness;
  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    proxy = await startCountingProxy(upstream.url, { hang: /\/categories|\/products\// });
    // The API's own timeout is far beyond the test's patience; only the page's deadline can answer.
    h = await startHarness({
      upstream,
      upstreamUrl: proxy.url,
      env: { UPSTREAM_TIMEOUT_MS: '120000', PAGE_DATA_DEADLINE_MS: '300' },
    });
  });
  afterAll(async () => {
    // The hanging calls go first, or closing the BFF would wait for them.
    await proxy?.stop();
    await h?.close();
    await upstream?.close();
  });

  it('sends a product page with what arrived when the API hangs on its data', async () => {
    const res = await h.http.get('/en/categories/cars/products/some-product').timeout(15_000).expect(200);
    expect(res.text).toContain('<html lang="en" dir="ltr">');
    const boot = /<script id="badal-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(res.text);
    expect(JSON.parse(boot?.[1] ?? '{}')).toMatchObject({ locale: 'en', categories: null });
  });
});
