/**
 * A message after it is sent: its status moved forward by its receiver (sent → receive → read,
 * the sender pushed the change), or deleted by its sender with its attachments.
 */
import type { MessageState } from '@badal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { chatAttachments, chatMessages } from '../../db/schema.js';
import { fieldError } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { removeStoredFiles } from '../images/stored-picture.js';
import { inTransaction } from '../transactions.js';

/** Statuses only move forward. */
const RANK: Record<MessageState, number> = { sent: 0, receive: 1, read: 2 };

/** How many of the messages `me` received moved up to `status`. */
export const updateMessageStatus = async (
  ctx: UpstreamContext,
  me: number,
  messagesIds: readonly number[],
  status: MessageState,
): Promise<number> => {
  const ids = [...new Set(messagesIds)];
  const found = await ctx.db
    .select({ id: chatMessages.id, receiverId: chatMessages.receiverId })
    .from(chatMessages)
    .where(inArray(chatMessages.id, ids));
  // Only the receiver moves a message's status; any other id refuses the whole request.
  if (found.length !== ids.length || found.some((m) => m.receiverId !== me)) {
    throw fieldError('validation.invalid', 'messagesIds');
  }
  const lower = (Object.keys(RANK) as MessageState[]).filter((s) => RANK[s] < RANK[status]);
  if (lower.length === 0) return 0;
  return inTransaction(ctx, async (tx, pushes) => {
    const rows = await tx
      .update(chatMessages)
      .set({ status })
      .where(and(inArray(chatMessages.id, ids), eq(chatMessages.receiverId, me), inArray(chatMessages.status, lower)))
      .returning({ id: chatMessages.id, senderId: chatMessages.senderId });
    const bySender = new Map<number, number[]>();
    for (const row of rows) bySender.set(row.senderId, [...(bySender.get(row.senderId) ?? []), row.id]);
    for (const [senderId, changed] of bySender) {
      pushes.add(senderId, { event: 'message-status', data: { messagesIds: changed, status, byUserId: me } });
    }
    return rows.length;
  });
};

/** Deletes messages `me` sent, with their stored attachments. */
export const deleteMessages = async (ctx: UpstreamContext, me: number, messagesIds: readonly number[]) => {
  const ids = [...new Set(messagesIds)];
  const removed = await inTransaction(ctx, async (tx) => {
    const found = await tx
      .select({ id: chatMessages.id, senderId: chatMessages.senderId })
      .from(chatMessages)
      .where(inArray(chatMessages.id, ids));
    // Only one's own messages; any other id refuses the whole request.
    if (found.length !== ids.length || found.some((m) => m.senderId !== me)) {
      throw fieldError('validation.invalid', 'messagesIds');
    }
    const files = await tx
      .select({ path: chatAttachments.path })
      .from(chatAttachments)
      .where(inArray(chatAttachments.messageId, ids));
    await tx.delete(chatMessages).where(inArray(chatMessages.id, ids));
    return files.map((f) => f.path);
  });
  await removeStoredFiles(ctx, removed);
};
