/**
 * GET /api/chat/messages/welcome?slug=: opening a chat from a product's page gives the seller's
 * welcome message (stored once per buyer and product) and the product's card. Asked once per
 * visit: the message does not change. One's own product has no welcome: no card then, no snackbar.
 */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';

export type Welcome = CallOutput<'welcomeMessage'>;

export const fetchWelcome = (slug: string): Promise<Welcome> => callApi('welcomeMessage', { query: { slug } });

export const useWelcome = (slug: string | null) => {
  const report = useReportError();
  return useSWR(slug ? callKey('welcomeMessage', { query: { slug } }) : null, () => fetchWelcome(slug as string), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    onError: (error) => {
      if (!isApiError(error, 'not_found') && !isApiError(error, 'validation')) report(error);
    },
  });
};
