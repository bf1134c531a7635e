/**
 * A conversation with one person, live: the pages loaded so far, then whatever the socket brings —
 * new messages of either side, read receipts of the other — and what this tab sent or deleted.
 * After a reconnect the loaded pages are fetched again, for what was missed meanwhile.
 */
import type { ChatMessage, MessageState } from '@badal/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime/use-realtime';
import { hasOlderPages, useMessagePages } from '../api/get-messages';
import { laterState, mergeConversation } from '../message-list';

const withStates = (prev: ReadonlyMap<number, MessageState>, ids: readonly number[], status: MessageState) => {
  const next = new Map(prev);
  for (const id of ids) next.set(id, laterState(next.get(id) ?? 'sent', status));
  return next;
};

export const useConversation = (partnerId: number, me: number) => {
  const pages = useMessagePages(partnerId);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [statuses, setStatuses] = useState<ReadonlyMap<number, MessageState>>(() => new Map());
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(() => new Set());

  const add = useCallback((message: ChatMessage) => setLive((list) => [...list, message]), []);

  useRealtimeEvent('message:new', (m) => {
    const between =
      (m.senderId === partnerId && m.receiverId === me) || (m.senderId === me && m.receiverId === partnerId);
    if (between) add(m);
  });
  useRealtimeEvent('message:status', (change) => {
    // Only the receiver moves a status: receipts of this conversation come from the other person.
    if (change.byUserId === partnerId) setStatuses((prev) => withStates(prev, change.messagesIds, change.status));
  });
  const { mutate, setSize, data, error, isValidating, size } = pages;
  useRealtimeReconnect(() => void mutate());

  const messages = useMemo(
    () => mergeConversation({ pages: (data ?? []).map((page) => page.data), live, statuses, deleted }),
    [data, live, statuses, deleted],
  );

  return {
    messages,
    loading: !data && !error,
    error: data ? undefined : error,
    hasOlder: hasOlderPages(data),
    loadingOlder: isValidating && !!data && size > data.length,
    loadOlder: useCallback(() => void setSize((n) => n + 1), [setSize]),
    retry: useCallback(() => void mutate(), [mutate]),
    add,
    setStatus: useCallback(
      (ids: readonly number[], status: MessageState) => setStatuses((prev) => withStates(prev, ids, status)),
      [],
    ),
    remove: useCallback(
      (ids: readonly number[]) => {
        setDeleted((prev) => new Set([...prev, ...ids]));
        // Offsets of older pages moved: the loaded ones are fetched again.
        void mutate();
      },
      [mutate],
    ),
  };
};
