/**
 * Chat (spec §7 "Chat"): contacts with their last message and unread count, the other person,
 * messages with one user (newest first, paged), a product's welcome message, sending (text and
 * attachments, each field's formats checked by content), status updates (sent → receive → read,
 * by the receiver only) and deleting one's own messages. New messages and status changes are
 * pushed to the other person once their transaction has committed.
 */
import { calls, type Locale, type MessageState } from '@badal/contracts';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  type ChatMessageRow,
  chatAttachments,
  chatMessages,
  products,
  sellers,
  type UserRow,
  users,
} from '../db/schema.js';
import type { ApiRouter } from '../http/api-router.js';
import { fieldError, notFound } from '../http/http-error.js';
import { say } from '../http/texts.js';
import { pageMeta } from '../services/catalogue/search.js';
import { ATTACHMENT_FIELDS, type StoredAttachment, storeAttachment } from '../services/chat/chat-attachments.js';
import { productMinis, toChatMessage, toChatMessages, toChatUser, welcomeTextIn } from '../services/chat/chat-view.js';
import type { UpstreamContext } from '../services/context.js';
import { removeStoredFiles } from '../services/images/stored-picture.js';
import { inTransaction } from '../services/push/after-commit.js';
import { notifyMessage } from '../services/user-notifications/notify.js';
import { findUserById } from '../services/users.js';

/** Statuses only move forward. */
const RANK: Record<MessageState, number> = { sent: 0, receive: 1, read: 2 };

const between = (a: number, b: number) =>
  or(
    and(eq(chatMessages.senderId, a), eq(chatMessages.receiverId, b)),
    and(eq(chatMessages.senderId, b), eq(chatMessages.receiverId, a)),
  );

/**
 * The automatic greeting of a product's seller, stored once per buyer and product in both
 * languages (what a client without a language would show); it is answered in the reader's.
 */
export const welcomeText = (productName: string): string =>
  `${welcomeTextIn('en', productName)}\n${welcomeTextIn('ar', productName)}`;

/** Pushes are written in the language the recipient last used. */
const localeOf = (user: UserRow): Locale => (user.locale === 'ar' ? 'ar' : 'en');

const activeUser = async (ctx: UpstreamContext, id: number) => {
  const user = await findUserById(ctx, id);
  return user?.status === 'active' ? user : undefined;
};

export const registerChatRoutes = (router: ApiRouter, ctx: UpstreamContext): void => {
  /**
   * A message read inside its transaction: the new rows are visible only there, and on PGlite (one
   * connection) a query outside the open transaction would wait for it forever.
   */
  const toChatMessageIn = (tx: Db, row: ChatMessageRow, locale: Locale) =>
    toChatMessage({ ...ctx, db: tx }, row, locale);

  router.authed(calls.chatContacts, async ({ auth, locale }) => {
    const me = auth.user.id;
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
      .where(or(eq(chatMessages.senderId, me), eq(chatMessages.receiverId, me)))
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
  });

  router.authed(calls.chatUser, async ({ params }) => {
    const user = await activeUser(ctx, params.userId);
    if (!user) throw notFound();
    return toChatUser(ctx, user);
  });

  router.authed(calls.chatMessages, async ({ auth, query, locale }) => {
    // The history stays readable after the other account is closed; an id nobody has is a 404.
    if (!(await findUserById(ctx, query.userId))) throw notFound();
    const where = between(auth.user.id, query.userId);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(chatMessages)
        .where(where)
        .orderBy(desc(chatMessages.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      ctx.db.select({ n: count() }).from(chatMessages).where(where),
    ]);
    return { data: await toChatMessages(ctx, rows, locale), meta: pageMeta(query.page, query.perPage, total?.n ?? 0) };
  });

  router.authed(calls.welcomeMessage, async ({ auth, query, locale }) => {
    const [product] = await ctx.db
      .select({ id: products.id, name: products.name, sellerUserId: sellers.userId })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(eq(products.slug, query.slug), eq(products.status, 'published')));
    if (!product) throw notFound();
    if (product.sellerUserId === auth.user.id) throw fieldError('validation.ownAccount', 'slug');
    const message = await inTransaction(ctx, async (tx, pushes) => {
      const [created] = await tx
        .insert(chatMessages)
        .values({
          senderId: product.sellerUserId,
          receiverId: auth.user.id,
          productId: product.id,
          message: welcomeText(product.name),
          isWelcome: true,
        })
        .onConflictDoNothing()
        .returning();
      if (created) {
        pushes.add(auth.user.id, { event: 'message', data: await toChatMessageIn(tx, created, localeOf(auth.user)) });
        return created;
      }
      const [existing] = await tx
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.senderId, product.sellerUserId),
            eq(chatMessages.receiverId, auth.user.id),
            eq(chatMessages.productId, product.id),
            eq(chatMessages.isWelcome, true),
          ),
        );
      if (!existing) throw new Error('welcome message neither created nor found');
      return existing;
    });
    const mini = (await productMinis(ctx, [product.id], locale)).get(product.id);
    if (!mini) throw notFound();
    return { message: await toChatMessage(ctx, message, locale), product: mini };
  });

  router.authed(calls.sendMessage, async ({ auth, body, files, locale }) => {
    const me = auth.user;
    if (body.receiverId === me.id) throw fieldError('validation.ownAccount', 'receiverId');
    const text = body.message?.trim() || null;
    const uploads = ATTACHMENT_FIELDS.flatMap(({ field, kind }) => (files.get(field) ?? []).map((f) => ({ kind, f })));
    if (!text && uploads.length === 0) throw fieldError('validation.emptyMessage', 'message');
    const receiver = await activeUser(ctx, body.receiverId);
    if (!receiver) throw notFound();
    let productId: number | null = null;
    if (body.slug) {
      const [product] = await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.slug, body.slug), eq(products.status, 'published')));
      if (!product) throw fieldError('validation.invalid', 'slug');
      productId = product.id;
    }

    const stored: StoredAttachment[] = [];
    try {
      for (const { kind, f } of uploads) stored.push(await storeAttachment(ctx, me.id, kind, f));
      const row = await inTransaction(ctx, async (tx, pushes) => {
        const [created] = await tx
          .insert(chatMessages)
          .values({ senderId: me.id, receiverId: receiver.id, productId, message: text })
          .returning();
        if (!created) throw new Error('message not stored');
        if (stored.length > 0) {
          await tx
            .insert(chatAttachments)
            .values(stored.map((a, position) => ({ messageId: created.id, position, ...a })));
        }
        await notifyMessage(ctx, { tx, pushes }, { receiverId: receiver.id, senderId: me.id, text });
        pushes.add(receiver.id, {
          event: 'message',
          data: await toChatMessageIn(tx, created, localeOf(receiver)),
        });
        return created;
      });
      return toChatMessage(ctx, row, locale);
    } catch (error) {
      await removeStoredFiles(
        ctx,
        stored.map((a) => a.path),
      );
      throw error;
    }
  });

  router.authed(calls.updateMessageStatus, async ({ auth, body }) => {
    const me = auth.user.id;
    const ids = [...new Set(body.messagesIds)];
    const found = await ctx.db
      .select({ id: chatMessages.id, receiverId: chatMessages.receiverId })
      .from(chatMessages)
      .where(inArray(chatMessages.id, ids));
    // Only the receiver moves a message's status; any other id refuses the whole request.
    if (found.length !== ids.length || found.some((m) => m.receiverId !== me)) {
      throw fieldError('validation.invalid', 'messagesIds');
    }
    const lower = (Object.keys(RANK) as MessageState[]).filter((s) => RANK[s] < RANK[body.status]);
    if (lower.length === 0) return { updated: 0 };
    const changed = await inTransaction(ctx, async (tx, pushes) => {
      const rows = await tx
        .update(chatMessages)
        .set({ status: body.status })
        .where(and(inArray(chatMessages.id, ids), eq(chatMessages.receiverId, me), inArray(chatMessages.status, lower)))
        .returning({ id: chatMessages.id, senderId: chatMessages.senderId });
      const bySender = new Map<number, number[]>();
      for (const row of rows) bySender.set(row.senderId, [...(bySender.get(row.senderId) ?? []), row.id]);
      for (const [senderId, messagesIds] of bySender) {
        pushes.add(senderId, { event: 'message-status', data: { messagesIds, status: body.status, byUserId: me } });
      }
      return rows.length;
    });
    return { updated: changed };
  });

  router.authed(calls.deleteMessages, async ({ auth, body, locale }) => {
    const ids = [...new Set(body.messagesIds)];
    const removed = await inTransaction(ctx, async (tx) => {
      const found = await tx
        .select({ id: chatMessages.id, senderId: chatMessages.senderId })
        .from(chatMessages)
        .where(inArray(chatMessages.id, ids));
      // Only one's own messages; any other id refuses the whole request.
      if (found.length !== ids.length || found.some((m) => m.senderId !== auth.user.id)) {
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
    return { message: say('upstream.messagesDeleted', locale) };
  });
};
