/**
 * What the member follows: the products of the sellers they follow (GET /accounts/following/products)
 * and the sellers themselves (GET /accounts/following), each a page at a time.
 */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useReportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';

export const FOLLOWING_PAGE_SIZE = 20;
/** The sellers shown as chips above the products: enough for anyone's first screen. */
export const FOLLOWED_SELLERS_SHOWN = 50;

export type FollowedAccounts = CallOutput<'followedAccounts'>;

export const useFollowingProducts = (page: number) => {
  const report = useReportError();
  const userId = useSession()?.userId ?? null;
  const query = { page, perPage: FOLLOWING_PAGE_SIZE };
  return useSWR(
    userId === null ? null : [...callKey('followingProducts', { query }), userId],
    () => callApi('followingProducts', { query }),
    { keepPreviousData: true, revalidateOnFocus: false, onError: report },
  );
};

export const useFollowedAccounts = () => {
  const report = useReportError();
  const userId = useSession()?.userId ?? null;
  const query = { page: 1, perPage: FOLLOWED_SELLERS_SHOWN };
  return useSWR(
    userId === null ? null : [...callKey('followedAccounts', { query }), userId],
    () => callApi('followedAccounts', { query }),
    { revalidateOnFocus: false, onError: report },
  );
};
