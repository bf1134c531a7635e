/** A barter's sender's published products, for its receiver to ask for another one (issue #32). */
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client';

const PER_PAGE = 24;

export const useSenderProducts = (senderId: number, open: boolean) =>
  useSWR(
    open ? [callKey('showUser', { params: { id: senderId } }), 'barter-choices'] : null,
    async () => {
      const user = await callApi('showUser', { params: { id: senderId } });
      if (!user.seller) return [];
      const page = await callApi('sellerProducts', {
        params: { sellerId: user.seller.id },
        query: { page: 1, perPage: PER_PAGE },
      });
      return page.data;
    },
    { revalidateOnFocus: false },
  );
