/**
 * GET /api/products/{slug}. The answer holds a personal field (isFavorite), so the cache key
 * carries who asks: signing in or out never shows the other person's copy. A missing product is
 * not reported: the page shows its 404 instead.
 */
import useSWR, { preload } from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';

export const fetchProduct = (slug: string): Promise<CallOutput<'productBySlug'>> =>
  callApi('productBySlug', { params: { slug } });

export const productKey = (slug: string, userId: number | null) =>
  [...callKey('productBySlug', { params: { slug } }), userId] as const;

/** Starts the request before the page's code has arrived (a failure is met again, and reported, by the page). */
export const preloadProduct = (slug: string, userId: number | null): void => {
  preload(productKey(slug, userId), () => fetchProduct(slug)).catch(() => {});
};

export const useProduct = (slug: string) => {
  const report = useReportError();
  const userId = useSession()?.userId ?? null;
  return useSWR(productKey(slug, userId), () => fetchProduct(slug), {
    revalidateOnFocus: false,
    onError: (error) => {
      if (!isApiError(error, 'not_found')) report(error);
    },
  });
};
