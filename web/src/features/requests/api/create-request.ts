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

export const sendBarterRequest = (target: { receiverId: number; productId: number }, offeredProductId: number) =>
  callApi('createRequest', {
    body: {
      type: 'bartering',
      receiverId: target.receiverId,
      receiverProductId: target.productId,
      senderProductId: offeredProductId,
    },
  });

export const sendSaleRequest = (target: { receiverId: number; productId: number }) =>
  callApi('createRequest', {
    body: { type: 'sale', receiverId: target.receiverId, receiverProductId: target.productId },
  });
