// @vitest-environment node
import type { ChatMessage } from '@badal/contracts';
import { describe, expect, it } from 'vitest';
import { mergeConversation, newDay, unreadFrom } from './message-list';

const msg = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  senderId: 1,
  receiverId: 2,
  message: `m${id}`,
  status: 'sent',
  product: null,
  attachments: [],
  isWelcome: false,
  createdAt: `2026-03-01T10:00:${String(id).padStart(2, '0')}.000Z`,
  ...over,
});

describe('one conversation from pages, live messages, receipts and deletions', () => {
  it('keeps each message once, oldest first, though offsets shifted between pages', () => {
    const pages = [
      [msg(5), msg(4), msg(3)],
      [msg(3), msg(2), msg(1)],
    ];
    const merged = mergeConversation({ pages, live: [msg(6), msg(5)], statuses: new Map(), deleted: new Set([2]) });
    expect(merged.map((m) => m.id)).toEqual([1, 3, 4, 5, 6]);
  });

  it('moves statuses forward only', () => {
    const merged = mergeConversation({
      pages: [[msg(1, { status: 'read' }), msg(2, { status: 'receive' })]],
      live: [msg(3)],
      statuses: new Map([
        [1, 'receive'],
        [2, 'read'],
        [3, 'receive'],
      ]),
      deleted: new Set(),
    });
    expect(merged.map((m) => m.status)).toEqual(['read', 'read', 'receive']);
  });

  it('lists the partner’s messages still to be read', () => {
    const messages = [msg(1), msg(2, { senderId: 2, receiverId: 1 }), msg(3, { senderId: 2, status: 'read' })];
    expect(unreadFrom(messages, 2)).toEqual([2]);
  });

  it('puts a date line between days', () => {
    expect(newDay(undefined, msg(1))).toBe(true);
    expect(newDay(msg(1), msg(2))).toBe(false);
    expect(newDay(msg(1), msg(2, { createdAt: '2026-03-03T10:00:00.000Z' }))).toBe(true);
  });
});
