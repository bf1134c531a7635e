/** GET /api/cart and removing a line: the signed-in user's cart, priced by the server (fils). */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type Cart = CallOutput<'getCart'>;

export const cartKey = (userId: number) => [...callKey('getCart', {}), userId] as const;

export const useCart = () => {
  const userId = useSession()?.userId ?? null;
  return useSWR(userId === null ? null : cartKey(userId), () => callApi('getCart', {}), {
    revalidateOnFocus: false,
  });
};

export const removeCartItem = (itemId: number): Promise<Cart> =>
  callApi('deleteCartItem', { params: { itemId }, body: {} });
