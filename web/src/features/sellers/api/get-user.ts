/** GET /api/users/{id}: a public profile (the seller page). A missing one shows the 404 page, not a snackbar. */
import useSWR, { preload } from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';

export const fetchUser = (id: number): Promise<CallOutput<'showUser'>> => callApi('showUser', { params: { id } });

export const userKey = (id: number) => callKey('showUser', { params: { id } });

/** Starts the request before the page's code has arrived (a failure is met again, and reported, by the page). */
export const preloadUser = (id: number): void => {
  preload(userKey(id), () => fetchUser(id)).catch(() => {});
};

export const useUser = (id: number | null) => {
  const report = useReportError();
  return useSWR(id ? userKey(id) : null, () => fetchUser(id as number), {
    revalidateOnFocus: false,
    onError: (error) => {
      if (!isApiError(error, 'not_found')) report(error);
    },
  });
};
