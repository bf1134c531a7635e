/**
 * One conversation as shown: the loaded pages (newest first, offset-paged), the messages that
 * arrived or were sent since, status changes pushed since, and deletions, merged into one list in
 * time order. Offsets shift as messages come and go, so a later page can repeat messages already
 * shown: every message is kept once, by id. A status only moves forward (sent → receive → read).
 */
import type { ChatMessage, MessageState } from '@badal/contracts';

const RANK: Record<MessageState, number> = { sent: 0, receive: 1, read: 2 };

export const laterState = (a: MessageState, b: MessageState | undefined): MessageState =>
  b !== undefined && RANK[b] > RANK[a] ? b : a;

export interface ConversationParts {
  pages: readonly (readonly ChatMessage[])[];
  live: readonly ChatMessage[];
  statuses: ReadonlyMap<number, MessageState>;
  deleted: ReadonlySet<number>;
}

export const mergeConversation = ({ pages, live, statuses, deleted }: ConversationParts): ChatMessage[] => {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...pages.flat(), ...live]) {
    if (deleted.has(message.id)) continue;
    const seen = byId.get(message.id);
    byId.set(message.id, seen ? { ...message, status: laterState(message.status, seen.status) } : message);
  }
  return [...byId.values()]
    .map((m) => {
      const status = laterState(m.status, statuses.get(m.id));
      return status === m.status ? m : { ...m, status };
    })
    .sort((a, b) => a.id - b.id);
};

/** Messages from `partnerId` to me that I have not read yet. */
export const unreadFrom = (messages: readonly ChatMessage[], partnerId: number): number[] =>
  messages.filter((m) => m.senderId === partnerId && m.status !== 'read').map((m) => m.id);

/** Whether two messages fall on different calendar days (a date line goes between them). */
export const newDay = (previous: ChatMessage | undefined, message: ChatMessage): boolean =>
  !previous || new Date(previous.createdAt).toDateString() !== new Date(message.createdAt).toDateString();
