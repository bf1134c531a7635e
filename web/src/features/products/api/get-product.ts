/**
 * GET /api/products/{slug}. The answer holds a personal field (isFavorite), so the cache key
 * carries who asks: signing in or out never shows the other person's copy. A missing product is
 * not reported: the page shows its 404 instead.
 */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';

export const fetchProduct = (slug: string): Promise<CallOutput<'productBySlug'>> =>
  callApi('productBySlug', { params: { slug } });

export const useProduct = (slug: string) => {
  const report = useReportError();
  const userId = useSession()?.userId ?? null;
  return useSWR([...callKey('productBySlug', { params: { slug } }), userId], () => fetchProduct(slug), {
    revalidateOnFocus: false,
    onError: (error) => {
      if (!isApiError(error, 'not_found')) report(error);
    },
  });
};
