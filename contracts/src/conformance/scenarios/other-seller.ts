/**
 * A product of someone other than the main account, for the checks that need a second person
 * (chat, follows). The search's sample is used when it qualifies; after an earlier run published
 * ads on the main account, the newest products may be its own, so the next ones are tried.
 */

import { calls } from '../../calls/index.js';
import type { ProductPage } from '../../entities/product.js';
import type { SuiteContext } from '../context.js';

export interface OtherSellersProduct {
  slug: string;
  id: number;
  sellerUserId: number;
}

export const otherSellersProduct = async ({ api, state }: SuiteContext): Promise<OtherSellersProduct | undefined> => {
  const me = state.self?.id;
  if (me === undefined) return undefined;
  if (state.partner) return state.partner;
  const known = state.product;
  const slugs = known?.sellerUserId !== undefined && known.sellerUserId !== me ? [known.slug] : [];
  const page = productPageOf((await api.send(calls.searchProducts, { query: { perPage: 30 } })).json);
  slugs.push(...(page?.data.map((c) => c.slug) ?? []));
  for (const slug of slugs) {
    const product = calls.productBySlug.response.safeParse(
      (await api.send(calls.productBySlug, { params: { slug } })).json,
    ).data;
    if (product && product.seller.userId !== me) {
      state.partner = { slug, id: product.id, sellerUserId: product.seller.userId };
      return state.partner;
    }
  }
  return undefined;
};

const productPageOf = (json: unknown): ProductPage | undefined => calls.searchProducts.response.safeParse(json).data;
