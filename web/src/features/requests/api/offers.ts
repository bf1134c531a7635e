/** Offers and counter-offers (issue #32): countering, a negotiation's history, making an offer at a price. */
import useSWR from 'swr';
import { type CallInput, callApi, callKey } from '../../../lib/api-client';

export type CounterBody = CallInput<'counterRequest'>['body'];

export const counterOffer = (id: number, body: CounterBody) => callApi('counterRequest', { params: { id }, body });

export const useRequestHistory = (id: number, open: boolean) =>
  useSWR(
    open ? callKey('requestHistory', { params: { id } }) : null,
    () => callApi('requestHistory', { params: { id } }),
    {
      revalidateOnFocus: false,
    },
  );

/** A purchase offer at `priceFils` for another member's product. */
export const sendPriceOffer = (target: { receiverId: number; productId: number }, priceFils: number) =>
  callApi('createRequest', {
    body: { type: 'sale', receiverId: target.receiverId, receiverProductId: target.productId, priceFils },
  });
