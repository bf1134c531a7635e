/** GET /api/products/{sellerId}/sellers: one page of a seller's listings, newest first. */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';

export const SELLER_PAGE_SIZE = 24;

export const fetchSellerProducts = (sellerId: number, page: number): Promise<CallOutput<'sellerProducts'>> =>
  callApi('sellerProducts', { params: { sellerId }, query: { page, perPage: SELLER_PAGE_SIZE } });

export const useSellerProducts = (sellerId: number | null, page: number) =>
  useSWR(
    sellerId ? callKey('sellerProducts', { params: { sellerId }, query: { page, perPage: SELLER_PAGE_SIZE } }) : null,
    () => fetchSellerProducts(sellerId as number, page),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
