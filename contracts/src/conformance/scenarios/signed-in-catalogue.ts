/** What the catalogue tells a signed-in user only: whether a product is one of their favourites. */

import { calls } from '../../calls/index.js';
import type { Product } from '../../entities/product.js';
import type { SuiteContext } from '../context.js';

export const signedInCatalogueChecks = async ({ api, rec, state }: SuiteContext): Promise<void> => {
  const slug = state.product?.slug;
  if (!state.token || !slug) {
    rec.skip(calls.productBySlug, 'isFavorite when signed in', state.token ? 'no product known' : 'not signed in');
    return;
  }
  const token = state.token;
  await rec.guard(calls.productBySlug, 'signed in', async () => {
    const res = await api.send(calls.productBySlug, { params: { slug }, token });
    rec.success<Product>(calls.productBySlug, `product '${slug}' for a signed-in user`, res, (p) =>
      typeof p.isFavorite === 'boolean' ? undefined : 'isFavorite is not true or false for a signed-in user',
    );
  });
};
