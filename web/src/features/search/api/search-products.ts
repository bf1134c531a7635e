/** GET /api/v2/search/products: one page of results; the previous page stays on screen while the next loads. */
import type { SearchQuery } from '@badal/contracts';
import { useState } from 'react';
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';

export const searchProductsKey = (query: SearchQuery) => callKey('searchProducts', { query });

export const searchProducts = (query: SearchQuery): Promise<CallOutput<'searchProducts'>> =>
  callApi('searchProducts', { query });

type SearchAnswer = CallOutput<'searchProducts'>;

/**
 * The results of a query. While a new query loads, the last answer stays on screen and
 * `showingPrevious` says so (the list is busy only then: not while an answer the page already
 * has is merely revalidated, nor on a page the server drew with its answer).
 */
export const useSearchProducts = (query: SearchQuery | null) => {
  const answer = useSWR(query ? searchProductsKey(query) : null, () => searchProducts(query as SearchQuery));
  const [last, setLast] = useState<SearchAnswer | undefined>(answer.data);
  // Remembering the last answer during render keeps it and the new one in the same frame.
  if (answer.data !== undefined && answer.data !== last) setLast(answer.data);
  const showingPrevious = answer.data === undefined && answer.error === undefined && last !== undefined;
  return {
    data: answer.data ?? (answer.error === undefined ? last : undefined),
    error: answer.error,
    mutate: answer.mutate,
    showingPrevious,
  };
};
