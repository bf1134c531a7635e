/**
 * Messages and the people of a conversation as the contracts answer them (chatMessageSchema,
 * chatUserSchema): messages are read in batches, their attachments and product cards loaded with
 * one query each, whatever the page size.
 */
import type { ChatMessage, ChatUser, Locale, MessageState, ProductMini } from '@badal/contracts';
import { isolateText } from '@badal/contracts/core';
import { asc, inArray } from 'drizzle-orm';
import type { TextModule } from '../../bilingual.js';
import {
  type ChatAttachmentRow,
  type ChatMessageRow,
  chatAttachments,
  products,
  type UserRow,
} from '../../db/schema.js';
import { listCards, toCard } from '../catalogue/product-cards.js';
import { mediaUrl, type UpstreamContext } from '../context.js';
import { offerMessages } from '../requests/offer-messages.js';
import { toPerson } from '../users.js';

export const toChatUser = (ctx: UpstreamContext, user: UserRow): ChatUser => ({
  ...toPerson(ctx, user),
  country: user.country,
  addresses: user.addresses,
});

/** Brief product cards by id, whatever their status (a conversation outlives a sold product). */
export const productMinis = async (
  ctx: UpstreamContext,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, ProductMini>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await listCards(ctx, { where: inArray(products.id, unique), orderBy: [], limit: unique.length });
  return new Map(
    rows.map((row) => {
      const { id, slug, name, price, currency, image, categories, sellType } = toCard(ctx, row, locale);
      return [id, { id, slug, name, price, currency, image, categories, sellType }];
    }),
  );
};

const toAttachment = (ctx: UpstreamContext, row: ChatAttachmentRow): ChatMessage['attachments'][number] => ({
  id: row.id,
  kind: row.kind as ChatMessage['attachments'][number]['kind'],
  url: mediaUrl(ctx, row.path) ?? '',
  name: row.name,
  size: row.size,
  mimeType: row.mimeType,
});

/** Message rows → contract messages, in the given order. */
export const toChatMessages = async (
  ctx: UpstreamContext,
  rows: readonly ChatMessageRow[],
  locale: Locale,
): Promise<ChatMessage[]> => {
  if (rows.length === 0) return [];
  const [attachments, minis, offers] = await Promise.all([
    ctx.db
      .select()
      .from(chatAttachments)
      .where(
        inArray(
          chatAttachments.messageId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(chatAttachments.position), asc(chatAttachments.id)),
    productMinis(
      ctx,
      rows.flatMap((r) => (r.productId === null ? [] : [r.productId])),
      locale,
    ),
    offerMessages(ctx, rows, locale),
  ]);
  return rows.map((row) => {
    const product = row.productId === null ? null : (minis.get(row.productId) ?? null);
    const offer = offers.get(row.id);
    return {
      id: row.id,
      senderId: row.senderId,
      receiverId: row.receiverId,
      // The greeting is stored in both languages; the reader gets theirs while its product exists.
      // A negotiation step is worded in the reader's language too (issue #32).
      message: offer ? offer.text : row.isWelcome && product ? welcomeTextIn(locale, product.name) : row.message,
      status: row.status as MessageState,
      product,
      attachments: attachments.filter((a) => a.messageId === row.id).map((a) => toAttachment(ctx, a)),
      isWelcome: row.isWelcome,
      createdAt: row.createdAt.toISOString(),
      offer: offer?.offer ?? null,
    };
  });
};

const chatTexts = {
  /** The seller's automatic greeting, the product named as an isolated value. */
  welcome: {
    en: (productName: string) =>
      `Hello! Thanks for your interest in “${isolateText(productName)}”. Ask me anything about it here.`,
    ar: (productName: string) => `مرحبًا! شكرًا لاهتمامك بـ«${isolateText(productName)}». اسألني عنه أي شيء هنا.`,
  },
} as const satisfies TextModule;

/** The seller's automatic greeting in one language. */
export const welcomeTextIn = (locale: Locale, productName: string): string => chatTexts.welcome[locale](productName);

export const toChatMessage = async (ctx: UpstreamContext, row: ChatMessageRow, locale: Locale): Promise<ChatMessage> =>
  (await toChatMessages(ctx, [row], locale))[0] as ChatMessage;
