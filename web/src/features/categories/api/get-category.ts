/**
 * GET /api/categories/{slug}/mini: one category with its parent and its search filters. A
 * missing category is not an error to report: the page shows its 404 instead.
 */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';

export const categoryKey = (slug: string) => callKey('categoryMini', { params: { slug } });

export const fetchCategory = (slug: string): Promise<CallOutput<'categoryMini'>> =>
  callApi('categoryMini', { params: { slug } });

export const useCategory = (slug: string | null) => {
  const report = useReportError();
  return useSWR(slug ? categoryKey(slug) : null, () => fetchCategory(slug as string), {
    revalidateOnFocus: false,
    onError: (error) => {
      if (!isApiError(error, 'not_found')) report(error);
    },
  });
};
