/**
 * Messages of the other person are marked read while the conversation is on screen and the tab
 * is in front (spec §4 message states); the sender sees it through the read receipt. Each id is
 * asked once; a failed request lets the next render try again.
 */
import type { ChatMessage } from '@badal/contracts';
import { useEffect, useRef } from 'react';
import { updateMessageStatus } from '../api/update-status';
import { unreadFrom } from '../message-list';
import { useDocumentVisible } from './use-document-visible';

/** chat.updateStatus takes at most 200 ids a request. */
const BATCH = 200;

export const useMarkRead = (
  partnerId: number,
  messages: readonly ChatMessage[],
  onMarked: (ids: number[]) => void,
): void => {
  const visible = useDocumentVisible();
  const asked = useRef(new Set<number>());
  const marked = useRef(onMarked);
  marked.current = onMarked;
  useEffect(() => {
    if (!visible) return;
    const ids = unreadFrom(messages, partnerId).filter((id) => !asked.current.has(id));
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      for (const id of batch) asked.current.add(id);
      updateMessageStatus('read', batch).then(
        () => marked.current(batch),
        (error: unknown) => {
          for (const id of batch) asked.current.delete(id);
          console.warn('marking messages read failed', error);
        },
      );
    }
  }, [messages, partnerId, visible]);
};
