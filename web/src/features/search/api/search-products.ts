/** GET /api/v2/search/products: one page of results; the previous page stays on screen while the next loads. */
import type { SearchQuery } from '@badal/contracts';
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';

export const searchProductsKey = (query: SearchQuery) => callKey('searchProducts', { query });

export const searchProducts = (query: SearchQuery): Promise<CallOutput<'searchProducts'>> =>
  callApi('searchProducts', { query });

export const useSearchProducts = (query: SearchQuery | null) =>
  useSWR(query ? searchProductsKey(query) : null, () => searchProducts(query as SearchQuery), {
    keepPreviousData: true,
  });
