/**
 * Paying the cart with the card provider: a session for its embedded card form, the payment
 * (by that session, or by a redirect method such as KNET), and the order confirmed with the
 * provider when the customer comes back (never from the return URL's query alone).
 */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useRefreshOwnData } from '../../../lib/own-data';

export type PaymentSession = CallOutput<'paymentSession'>;
export type PaymentMethod = PaymentSession['paymentMethods'][number];
export type Order = CallOutput<'getOrder'>;

export const startPaymentSession = (couponCode: string | null = null): Promise<PaymentSession> =>
  callApi('paymentSession', { body: { itemType: 'cart', ...(couponCode ? { couponCode } : {}) } });

export type PayWith = { sessionId: string } | { paymentMethodId: number };

/** Pays the cart; a coupon is priced in by the server, which checks it again. */
export const payCart = (how: PayWith, couponCode: string | null = null) =>
  callApi('pay', {
    body: {
      ...('sessionId' in how
        ? { itemType: 'cart' as const, sessionId: how.sessionId, cashBack: 0 }
        : { itemType: 'cart' as const, PaymentMethodId: how.paymentMethodId, cashBack: 0 }),
      ...(couponCode ? { couponCode } : {}),
    },
  });

export interface ReturnedOrderIds {
  paymentId: string | null;
  orderId: number | null;
}

/** The provider's payment id and our order id in the address the customer came back to. */
export const returnedOrderIds = (search: string): ReturnedOrderIds => {
  const query = new URLSearchParams(search);
  const orderId = Number(query.get('orderId'));
  return {
    paymentId: query.get('paymentId'),
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
  };
};

/**
 * The order behind a return from the provider: with the provider's `paymentId` the API asks the
 * provider for the payment's state and settles it (once, however often this runs); with only our
 * `orderId` it answers the order as it stands. Once it is paid, the person's own data (who they
 * are, their membership, cart, orders) is fetched again: it may have changed just now.
 */
export const useReturnedOrder = (ids: ReturnedOrderIds) => {
  const refreshOwnData = useRefreshOwnData();
  return useSWR(
    ids.paymentId
      ? callKey('paymentCallback', { query: { paymentId: ids.paymentId } })
      : ids.orderId
        ? callKey('getOrder', { params: { orderId: ids.orderId } })
        : null,
    () =>
      ids.paymentId
        ? callApi('paymentCallback', { query: { paymentId: ids.paymentId } })
        : callApi('getOrder', { params: { orderId: ids.orderId as number } }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onSuccess: (order) => {
        if (order.status === 'paid') void refreshOwnData();
      },
    },
  );
};
