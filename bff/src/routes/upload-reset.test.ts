/** An API that resets the connection in the middle of an upload: the client gets a 502, nothing crashes. */
import { sharedTestUpstream } from '@badal/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from '../test/counting-proxy.js';
import { type Harness, login, pngOfSize, startHarness } from '../test/harness.js';

describe('an upload the API resets', () => {
  let upstream: Awaited<ReturnType<typeof sharedTestUpstream>>;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let h: Harness;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    upstream = await sharedTestUpstream();
    proxy = await startCountingProxy(upstream.url, { reset: /add-image/ });
    h = await startHarness({ upstream, upstreamUrl: proxy.url });
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await h?.close();
    await proxy?.stop();
    await upstream?.close();
  });

  it('answers 502 in the catalogue shape, and the next request is served', async () => {
    const { cookie } = await login(h);
    const res = await h.http
      .post('/api/users/add-image')
      .set('cookie', cookie)
      .attach('image', pngOfSize(2_000_000), { filename: 'big.png', contentType: 'image/png' })
      .timeout(10_000);
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('upstream_unavailable');
    expect(typeof res.body.error.message).toBe('string');
    await h.http.get('/api/users/self').set('cookie', cookie).expect(200);
    expect(unhandled).toEqual([]);
  });
});
