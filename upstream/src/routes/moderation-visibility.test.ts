/**
 * A product's moderation state (migration 0014): a held or hidden ad leaves every public read —
 * search and its count, the seller's page, the product page, related products, favourites — and
 * stays in its owner's My ads with the state and the reason.
 */
import { calls, type Product } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema.js';
import { planDemoProducts } from '../seed/demo-trades.js';
import { type ApiClient, apiClient, login } from '../test/api-client.js';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

describe('products held or hidden by moderation', () => {
  let upstream: TestUpstream;
  let api: ApiClient;
  let demoToken: string;
  let sellerToken: string;
  const ad = planDemoProducts()[0];
  if (!ad) throw new Error('the seed plans demo products');

  const moderate = (state: 'visible' | 'held' | 'hidden', reason: string | null) =>
    upstream.db
      .update(products)
      .set({ moderationState: state, moderationReason: reason, moderationChangedAt: new Date() })
      .where(eq(products.slug, ad.slug));

  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    api = apiClient(upstream.url);
    demoToken = await login(api, 'demo', 'demo1234');
    sellerToken = await login(api, 'seller', 'seller1234');
  });
  afterAll(async () => {
    await moderate('visible', null);
    await upstream?.close();
  });

  const searchedSlugs = async (): Promise<string[]> => {
    const page = calls.searchProducts.response.parse(
      (await api.get(`/v2/search/products?name=${encodeURIComponent(ad.name)}&perPage=60`)).body,
    );
    return page.data.map((p) => p.slug);
  };

  it('leaves search, the seller page and the product page while held or hidden, and comes back when visible', async () => {
    const product = (await api.get(`/products/${ad.slug}`)).body as Product;
    const sellerPage = `/products/${product.seller.id}/sellers?perPage=60`;
    const sellerSlugs = async () =>
      calls.sellerProducts.response.parse((await api.get(sellerPage)).body).data.map((p) => p.slug);
    expect(await searchedSlugs()).toContain(ad.slug);
    expect(await sellerSlugs()).toContain(ad.slug);
    const { count: total } = calls.searchCount.response.parse(
      (await api.get(`/v2/search/products/count?name=${encodeURIComponent(ad.name)}`)).body,
    );

    for (const state of ['held', 'hidden'] as const) {
      await moderate(state, state === 'hidden' ? 'Looks like a scam' : null);
      expect(await searchedSlugs()).not.toContain(ad.slug);
      expect(await sellerSlugs()).not.toContain(ad.slug);
      expect(
        calls.searchCount.response.parse(
          (await api.get(`/v2/search/products/count?name=${encodeURIComponent(ad.name)}`)).body,
        ).count,
      ).toBe(total - 1);
      expect((await api.get(`/products/${ad.slug}`)).status).toBe(404);
      expect((await api.get(`/products/${ad.slug}`, { token: sellerToken })).status).toBe(404);
      expect((await api.get(`/products/${ad.slug}/mini`)).status).toBe(404);
    }

    await moderate('visible', null);
    expect(await searchedSlugs()).toContain(ad.slug);
    expect((await api.get(`/products/${ad.slug}`)).status).toBe(200);
  });

  it('shows the owner a hidden ad in My ads with the reason', async () => {
    await moderate('hidden', 'Looks like a scam');
    const mine = calls.myProducts.response.parse(
      (await api.get('/products/mine?perPage=60', { token: demoToken })).body,
    );
    const listed = mine.data.find((p) => p.slug === ad.slug);
    expect(listed?.moderation).toEqual({ state: 'hidden', reason: 'Looks like a scam' });
    expect(mine.data.filter((p) => p.slug !== ad.slug).every((p) => p.moderation.state === 'visible')).toBe(true);
    await moderate('visible', null);
  });
});
