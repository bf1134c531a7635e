/**
 * GET /api/products/favorite/get: the member's favourite products, a page at a time. The BFF sends
 * it with `accept-language: en` as §7 asks; names show as the API stores them.
 */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useReportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';

export const FAVORITES_PAGE_SIZE = 20;

export type FavoritesPage = CallOutput<'favoriteProducts'>;

export const useFavorites = (page: number) => {
  const report = useReportError();
  const userId = useSession()?.userId ?? null;
  const query = { page, perPage: FAVORITES_PAGE_SIZE };
  return useSWR(
    userId === null ? null : [...callKey('favoriteProducts', { query }), userId],
    () => callApi('favoriteProducts', { query }),
    { keepPreviousData: true, revalidateOnFocus: false, onError: report },
  );
};
