/**
 * The operator's refunds (Badal extensions): paid orders found by order, receipt or customer, and
 * a refund of one in full or in part. The key is chosen once per refund the operator means to
 * make, so a double click or a retry makes one refund.
 */
import useSWR from 'swr';
import { type CallInput, type CallOutput, callApi, callKey } from '../../../lib/api-client';

export type OperatorOrder = CallOutput<'paidOrders'>['data'][number];
export type RefundInput = CallInput<'refundOrder'>['body'];

export const usePaidOrders = (search: string, page: number) => {
  const query = { page, perPage: 10, ...(search ? { query: search } : {}) };
  return useSWR(callKey('paidOrders', { query }), () => callApi('paidOrders', { query }));
};

export const refundOrder = (orderId: number, body: RefundInput) =>
  callApi('refundOrder', { params: { id: orderId }, body });

/** What is left to refund: paid, less the refunds pending or done (a refused one frees its amount). */
export const refundableFils = (order: OperatorOrder): number =>
  order.totalFils -
  (order.refunds ?? []).filter((r) => r.state !== 'refused').reduce((sum, r) => sum + r.amountFils, 0);
