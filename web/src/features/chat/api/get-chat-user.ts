/** GET /api/chat/users/{userId}: the other person of a conversation. A missing one is the page's 404, not a snackbar. */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';

export const fetchChatUser = (userId: number): Promise<CallOutput<'chatUser'>> =>
  callApi('chatUser', { params: { userId } });

/** `userId` null: nobody to ask about (the address named no valid user). */
export const useChatUser = (userId: number | null) => {
  const report = useReportError();
  return useSWR(
    userId === null ? null : callKey('chatUser', { params: { userId } }),
    () => fetchChatUser(userId as number),
    {
      revalidateOnFocus: false,
      onError: (error) => {
        if (!isApiError(error, 'not_found')) report(error);
      },
    },
  );
};
