/** Proposing an exchange: my products that can be offered for one, and sending the request. */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';

export type OfferableProducts = CallOutput<'barterProducts'>;

export const useOfferableProducts = (productId: number, open: boolean) =>
  useSWR(
    open ? callKey('barterProducts', { params: { productId } }) : null,
    () => callApi('barterProducts', { params: { productId } }),
    { revalidateOnFocus: false },
  );

/** My product for theirs, with money added by either side (`cashFils` positive when I pay it). */
export const sendBarterRequest = (
  target: { receiverId: number; productId: number },
  offeredProductId: number,
  cashFils: number | null = null,
) =>
  callApi('createRequest', {
    body: {
      type: 'bartering',
      receiverId: target.receiverId,
      receiverProductId: target.productId,
      senderProductId: offeredProductId,
      ...(cashFils === null ? {} : { cashFils }),
    },
  });

export const sendSaleRequest = (target: { receiverId: number; productId: number }) =>
  callApi('createRequest', {
    body: { type: 'sale', receiverId: target.receiverId, receiverProductId: target.productId },
  });
