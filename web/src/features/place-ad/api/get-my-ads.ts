/** GET /api/products/mine: the signed-in user's products in every status, newest first, a page at a time. */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useReportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';

export const MY_ADS_PAGE_SIZE = 20;

export const myAdsKey = (userId: number, page: number) =>
  [...callKey('myProducts', { query: { page, perPage: MY_ADS_PAGE_SIZE } }), userId] as const;

/** True for every page of anyone's "my ads" in the cache (publishing makes them all stale). */
export const isMyAdsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'myProducts';

export const fetchMyAds = (page: number): Promise<CallOutput<'myProducts'>> =>
  callApi('myProducts', { query: { page, perPage: MY_ADS_PAGE_SIZE } });

export const useMyAds = (page: number) => {
  const report = useReportError();
  const userId = useSession()?.userId ?? null;
  return useSWR(userId === null ? null : myAdsKey(userId, page), () => fetchMyAds(page), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    onError: report,
  });
};
