/** GET /api/products/{slug}/related-products: listings like this one. Optional on the page: failures stay quiet. */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';

export const fetchRelatedProducts = (slug: string): Promise<CallOutput<'relatedProducts'>> =>
  callApi('relatedProducts', { params: { slug } });

export const useRelatedProducts = (slug: string | null) =>
  useSWR(slug ? callKey('relatedProducts', { params: { slug } }) : null, () => fetchRelatedProducts(slug as string), {
    revalidateOnFocus: false,
    onError: () => {},
  });
