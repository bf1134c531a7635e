/**
 * Reading chats: the signed-in user's contacts (each with the last message and the unread count)
 * and the messages with one other person, newest first, paged.
 */
import type { Locale } from '@badal/contracts';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { chatMessages, users } from '../../db/schema.js';
import { notBlockedBy } from '../blocks/block-rules.js';
import { pageMeta } from '../catalogue/search.js';
import type { UpstreamContext } from '../context.js';
import { toChatMessages, toChatUser } from './chat-view.js';

const between = (a: number, b: number) =>
  or(
    and(eq(chatMessages.senderId, a), eq(chatMessages.receiverId, b)),
    and(eq(chatMessages.senderId, b), eq(chatMessages.receiverId, a)),
  );

/** Everyone `me` has exchanged messages with, the latest conversation first — but not the people `me` blocked. */
export const chatContacts = async (ctx: UpstreamContext, me: number, locale: Locale) => {
  const partner = sql<number>`case when ${chatMessages.senderId} = ${me} then ${chatMessages.receiverId} else ${chatMessages.senderId} end`;
  const lastId = sql<number>`max(${chatMessages.id})`;
  const conversations = await ctx.db
    .select({
      partnerId: partner.mapWith(Number),
      lastId: lastId.mapWith(Number),
      unread:
        sql<number>`count(*) filter (where ${chatMessages.receiverId} = ${me} and ${chatMessages.status} <> 'read')`.mapWith(
          Number,
        ),
    })
    .from(chatMessages)
    .where(and(or(eq(chatMessages.senderId, me), eq(chatMessages.receiverId, me)), notBlockedBy(me, partner)))
    // By position: the CASE above, whose parameters would not compare equal if repeated.
    .groupBy(sql.raw('1'))
    .orderBy(desc(lastId));
  if (conversations.length === 0) return [];
  const [people, lastRows] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          conversations.map((c) => c.partnerId),
        ),
      ),
    ctx.db
      .select()
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.id,
          conversations.map((c) => c.lastId),
        ),
      ),
  ]);
  const lastMessages = new Map((await toChatMessages(ctx, lastRows, locale)).map((m) => [m.id, m]));
  const byId = new Map(people.map((p) => [p.id, p]));
  return conversations.flatMap((c) => {
    const person = byId.get(c.partnerId);
    if (!person) return [];
    return [{ ...toChatUser(ctx, person), lastMessage: lastMessages.get(c.lastId) ?? null, unreadCount: c.unread }];
  });
};

/** One page of the messages between `me` and `other`, newest first. */
export const conversationPage = async (
  ctx: UpstreamContext,
  me: number,
  other: number,
  page: { page: number; perPage: number },
  locale: Locale,
) => {
  const where = between(me, other);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(desc(chatMessages.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    ctx.db.select({ n: count() }).from(chatMessages).where(where),
  ]);
  return { data: await toChatMessages(ctx, rows, locale), meta: pageMeta(page.page, page.perPage, total?.n ?? 0) };
};
