/** GET /settings/keys: the prices and values the clients read, as §9 keys. */
import { SETTING_KEYS } from '@badal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../test/api-client.js';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

describe('settings', () => {
  let upstream: TestUpstream;
  let api: ApiClient;

  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    api = apiClient(upstream.url);
  });
  afterAll(() => upstream?.close());

  it('GET /settings/keys gives the requested keys, null for unknown ones, all when omitted', async () => {
    const some = await api.get('/settings/keys?keys=doubleBannerPrice,verticalBannerPrice,nothing');
    expect(some).toMatchObject({
      status: 200,
      body: { doubleBannerPrice: '25.000', verticalBannerPrice: '10.000', nothing: null },
    });
    expect(Object.keys(some.body)).toHaveLength(3);
    const all = await api.get('/settings/keys');
    expect(Object.keys(all.body).sort()).toEqual([...SETTING_KEYS].sort());
    for (const value of Object.values(all.body)) expect(value).toMatch(/^\d+\.\d{3}$/);
    expect((await api.get('/settings/keys?keys=a;drop')).status).toBe(422);
  });
});
