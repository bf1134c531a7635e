/**
 * Writing chats: a product's welcome message (the seller's automatic greeting, once per buyer and
 * product) and a member's message with its attachments. The other person is pushed the message
 * once its transaction has committed.
 */
import type { Locale } from '@badal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  type ChatMessageRow,
  chatAttachments,
  chatMessages,
  products,
  sellers,
  type UserRow,
} from '../../db/schema.js';
import { fieldError, notFound } from '../../http-error.js';
import { refuseIfBlockedBy } from '../blocks/block-rules.js';
import { isShown } from '../catalogue/listed.js';
import type { UpstreamContext } from '../context.js';
import { removeStoredFiles } from '../images/stored-picture.js';
import { notifyMessage } from '../notifications/notify.js';
import { inTransaction } from '../transactions.js';
import type { UploadedFile } from '../uploaded-file.js';
import { findUserById } from '../users.js';
import { ATTACHMENT_FIELDS, type StoredAttachment, storeAttachment } from './chat-attachments.js';
import { productMinis, toChatMessage, welcomeTextIn } from './chat-view.js';

/**
 * The automatic greeting of a product's seller, stored once per buyer and product in both
 * languages (what a client without a language would show); it is answered in the reader's.
 */
const welcomeText = (productName: string): string =>
  `${welcomeTextIn('en', productName)}\n${welcomeTextIn('ar', productName)}`;

/** Pushes are written in the language the recipient last used. */
const localeOf = (user: UserRow): Locale => (user.locale === 'ar' ? 'ar' : 'en');

/**
 * A message read inside its transaction: the new rows are visible only there, and on PGlite (one
 * connection) a query outside the open transaction would wait for it forever.
 */
export const toChatMessageIn = (ctx: UpstreamContext, tx: Db, row: ChatMessageRow, locale: Locale) =>
  toChatMessage({ ...ctx, db: tx }, row, locale);

/** A user one can chat with: an active account. */
export const activeUser = async (ctx: UpstreamContext, id: number) => {
  const user = await findUserById(ctx, id);
  return user?.status === 'active' ? user : undefined;
};

/** The seller's greeting to `me` about the published product `slug`, made the first time it is asked for. */
export const welcomeMessage = async (ctx: UpstreamContext, me: UserRow, slug: string, locale: Locale) => {
  const [product] = await ctx.db
    .select({ id: products.id, name: products.name, sellerUserId: sellers.userId })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.slug, slug), isShown));
  if (!product) throw notFound();
  if (product.sellerUserId === me.id) throw fieldError('validation.ownAccount', 'slug');
  const message = await inTransaction(ctx, async (tx, pushes) => {
    const [created] = await tx
      .insert(chatMessages)
      .values({
        senderId: product.sellerUserId,
        receiverId: me.id,
        productId: product.id,
        message: welcomeText(product.name),
        isWelcome: true,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      pushes.add(me.id, { event: 'message', data: await toChatMessageIn(ctx, tx, created, localeOf(me)) });
      return created;
    }
    const [existing] = await tx
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.senderId, product.sellerUserId),
          eq(chatMessages.receiverId, me.id),
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
};

export interface MessageInput {
  receiverId: number;
  message?: string | undefined;
  slug?: string | undefined;
}

/** `me`'s message (text, attachments or both) to an active member, about a published product if `slug` names one. */
export const sendMessage = async (
  ctx: UpstreamContext,
  me: UserRow,
  input: MessageInput,
  files: Map<string, UploadedFile[]>,
  locale: Locale,
) => {
  if (input.receiverId === me.id) throw fieldError('validation.ownAccount', 'receiverId');
  const text = input.message?.trim() || null;
  const uploads = ATTACHMENT_FIELDS.flatMap(({ field, kind }) => (files.get(field) ?? []).map((f) => ({ kind, f })));
  if (!text && uploads.length === 0) throw fieldError('validation.emptyMessage', 'message');
  const receiver = await activeUser(ctx, input.receiverId);
  if (!receiver) throw notFound();
  // A person the receiver blocked is refused, in words that do not say so.
  await refuseIfBlockedBy(ctx.db, receiver.id, me.id, 'receiverId');
  let productId: number | null = null;
  if (input.slug) {
    const [product] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, input.slug), isShown));
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
        data: await toChatMessageIn(ctx, tx, created, localeOf(receiver)),
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
};
