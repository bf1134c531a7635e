/** GET /api/orders: the signed-in member's orders (payments), newest first, a page at a time. */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useReportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';

export const ORDERS_PAGE_SIZE = 10;

export type OrdersPage = CallOutput<'listOrders'>;

export const useOrders = (page: number) => {
  const report = useReportError();
  const userId = useSession()?.userId ?? null;
  const query = { page, perPage: ORDERS_PAGE_SIZE };
  return useSWR(
    userId === null ? null : [...callKey('listOrders', { query }), userId],
    () => callApi('listOrders', { query }),
    { keepPreviousData: true, revalidateOnFocus: false, onError: report },
  );
};
