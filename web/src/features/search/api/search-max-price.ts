/** GET /api/v2/search/products/max-price: the top of the price range for the current filters. */
import type { SearchQuery } from '@badal/contracts';
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';

export const searchMaxPrice = (query: SearchQuery): Promise<CallOutput<'searchMaxPrice'>> =>
  callApi('searchMaxPrice', { query });

export const useSearchMaxPrice = (query: SearchQuery | null) =>
  useSWR(query ? callKey('searchMaxPrice', { query }) : null, () => searchMaxPrice(query as SearchQuery), {
    keepPreviousData: true,
    // A bound for the inputs is a nicety: when it fails the inputs just have no maximum.
    onError: () => {},
  });
