/** The main account's first published products (its seller page), for the scenarios that need one of them. */
import { calls } from '../../calls/index.js';
import type { ProductPage } from '../../entities/product.js';
import type { SuiteContext } from '../context.js';

export const ownProducts = async ({ api, state }: SuiteContext): Promise<ProductPage | undefined> => {
  const sellerId = state.self?.seller?.id;
  if (!sellerId) return undefined;
  const answer = await api.send(calls.sellerProducts, { params: { sellerId }, query: { perPage: 30 } });
  return calls.sellerProducts.response.safeParse(answer.json).data as ProductPage | undefined;
};
