/**
 * GET /api/chat/messages: a conversation, newest first, CHAT_PAGE_SIZE a page. Pages are loaded
 * one after the other as the reader scrolls up (useSWRInfinite); the key holds the page number,
 * so a reconnect revalidates exactly the pages on screen.
 */
import useSWRInfinite from 'swr/infinite';
import { type CallOutput, callApi } from '../../../lib/api-client';

export const CHAT_PAGE_SIZE = 30;

export type MessagePage = CallOutput<'chatMessages'>;

// The shape of callKey('chatMessages', …), spelled out so the fetcher can read the page back.
const pageKey = (userId: number, page: number) =>
  ['chatMessages', { query: { userId, page, perPage: CHAT_PAGE_SIZE } }] as const;

export const fetchMessagePage = (userId: number, page: number): Promise<MessagePage> =>
  callApi('chatMessages', { query: { userId, page, perPage: CHAT_PAGE_SIZE } });

export const useMessagePages = (userId: number) =>
  useSWRInfinite(
    (index: number, previous: MessagePage | null) =>
      previous && previous.meta.currentPage >= previous.meta.lastPage ? null : pageKey(userId, index + 1),
    ([, { query }]: ReturnType<typeof pageKey>) => fetchMessagePage(query.userId, query.page),
    { revalidateOnFocus: false, revalidateFirstPage: false, revalidateAll: false },
  );

/** More (older) pages exist beyond the loaded ones. */
export const hasOlderPages = (pages: readonly MessagePage[] | undefined): boolean => {
  const last = pages?.at(-1);
  return !!last && last.meta.currentPage < last.meta.lastPage;
};
