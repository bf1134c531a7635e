/**
 * Creates notifications (spec §4 types) inside the caller's transaction and queues their pushes,
 * written in each recipient's language, for after the commit. One function per cause, so the
 * features that cause them (favourites, follows, chat, publishing, barter requests, sign-up)
 * only say who did what.
 */
import { filsToDecimal, kuwaitDay, type ModerationNotice, type NotificationType } from '@badal/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { localeOf } from '../../bilingual.js';
import type { Db } from '../../db/database.js';
import { type NotificationRow, notifications, users } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';
import { offerTimeTexts } from '../requests/offer-texts.js';
import { inTransaction, type PendingPushes } from '../transactions.js';
import { alertTexts } from './alert-texts.js';
import { moderationTexts } from './moderation-texts.js';
import {
  type NotificationText,
  notificationText,
  notificationTexts,
  preview,
  type RequestEvent,
  requestTexts,
} from './notification-texts.js';
import { type NotificationSender, toNotification } from './to-notification.js';

export interface NotifyTarget {
  tx: Db;
  pushes: PendingPushes;
}

const loadSender = async (tx: Db, senderId: number | null): Promise<NotificationSender | null> => {
  if (senderId === null) return null;
  const [row] = await tx
    .select({ id: users.id, fullName: users.fullName, imagePath: users.imagePath })
    .from(users)
    .where(eq(users.id, senderId));
  return row ?? null;
};

const queuePushes = async (
  ctx: UpstreamContext,
  { tx, pushes }: NotifyTarget,
  rows: NotificationRow[],
  sender: NotificationSender | null,
): Promise<void> => {
  if (rows.length === 0) return;
  const recipients = await tx
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((r) => r.userId),
      ),
    );
  const recipientLocale = new Map(recipients.map((r) => [r.id, localeOf(r.locale)]));
  for (const row of rows) {
    pushes.add(row.userId, {
      event: 'notification',
      data: toNotification(ctx, row, sender, recipientLocale.get(row.userId) ?? 'en'),
    });
  }
};

interface NewNotification {
  type: NotificationType;
  senderId: number | null;
  value: string | null;
  text: NotificationText;
}

/** One notification to each recipient (a sender never notifies themselves). */
const notifyAll = async (
  ctx: UpstreamContext,
  target: NotifyTarget,
  recipientIds: readonly number[],
  n: NewNotification,
): Promise<NotificationRow[]> => {
  const ids = [...new Set(recipientIds)].filter((id) => id !== n.senderId);
  if (ids.length === 0) return [];
  const rows = await target.tx
    .insert(notifications)
    .values(ids.map((userId) => ({ userId, type: n.type, senderId: n.senderId, value: n.value, ...n.text })))
    .returning();
  await queuePushes(ctx, target, rows, await loadSender(target.tx, n.senderId));
  return rows;
};

const nameOf = async (tx: Db, userId: number): Promise<string> =>
  (await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId)))[0]?.fullName ?? '';

/** Someone favourited a product: its seller hears of it; the value is the product's slug. */
export const notifyFavorite = async (
  ctx: UpstreamContext,
  target: NotifyTarget,
  input: { sellerUserId: number; fanId: number; product: { slug: string; name: string } },
): Promise<void> => {
  const text = notificationText(notificationTexts.favorite, await nameOf(target.tx, input.fanId), input.product.name);
  await notifyAll(ctx, target, [input.sellerUserId], {
    type: 'favorite',
    senderId: input.fanId,
    value: input.product.slug,
    text,
  });
};

/** Someone followed an account; the value is the follower's user id (a click opens their page). */
export const notifyFollow = async (
  ctx: UpstreamContext,
  target: NotifyTarget,
  input: { followedId: number; followerId: number },
): Promise<void> => {
  const text = notificationText(notificationTexts.follow, await nameOf(target.tx, input.followerId));
  await notifyAll(ctx, target, [input.followedId], {
    type: 'follow',
    senderId: input.followerId,
    value: String(input.followerId),
    text,
  });
};

/**
 * A chat message arrived; the value is the sender's user id (a click opens that chat). While an
 * earlier one from the same sender is still unread, that one is brought up to date instead of
 * stacking a notification per message.
 */
export const notifyMessage = async (
  ctx: UpstreamContext,
  target: NotifyTarget,
  input: { receiverId: number; senderId: number; text: string | null },
): Promise<void> => {
  const text = notificationText(notificationTexts.message, await nameOf(target.tx, input.senderId), input.text);
  const [updated] = await target.tx
    .update(notifications)
    .set({ ...text, createdAt: new Date() })
    .where(
      and(
        eq(notifications.userId, input.receiverId),
        eq(notifications.type, 'message'),
        eq(notifications.senderId, input.senderId),
        isNull(notifications.readAt),
      ),
    )
    .returning();
  if (updated) {
    await queuePushes(ctx, target, [updated], await loadSender(target.tx, input.senderId));
    return;
  }
  await notifyAll(ctx, target, [input.receiverId], {
    type: 'message',
    senderId: input.senderId,
    value: String(input.senderId),
    text,
  });
};

/** A followed account published a product: each follower hears of it; the value is its slug. */
export const notifyNewProduct = async (
  ctx: UpstreamContext,
  target: NotifyTarget,
  input: { sellerUserId: number; followerIds: readonly number[]; product: { slug: string; name: string } },
): Promise<void> => {
  const text = notificationText(
    notificationTexts.products,
    await nameOf(target.tx, input.sellerUserId),
    input.product.name,
  );
  await notifyAll(ctx, target, input.followerIds, {
    type: 'products',
    senderId: input.sellerUserId,
    value: input.product.slug,
    text,
  });
};

/**
 * A barter or trade request was sent, answered or withdrawn: the other person hears of it (the
 * receiver of a new or withdrawn request, the sender of an answer). The value is the request's
 * id; a click opens the requests with the sender of the notification.
 */
export const notifyRequest = async (
  ctx: UpstreamContext,
  target: NotifyTarget,
  input: {
    recipientId: number;
    actorId: number;
    requestId: number;
    event: RequestEvent;
    type: 'bartering' | 'sale';
    product: { name: string };
    offered: { name: string } | null;
  },
): Promise<void> => {
  const text = notificationText(requestTexts[input.event], {
    who: await nameOf(target.tx, input.actorId),
    barter: input.type === 'bartering',
    product: preview(input.product.name, 60),
    offered: preview(input.offered?.name ?? '', 60),
  });
  await notifyAll(ctx, target, [input.recipientId], {
    type: 'request',
    senderId: input.actorId,
    value: String(input.requestId),
    text,
  });
};

/**
 * Issue #32: the other person of a closed deal rated me; the value is my own user id, so a click
 * opens my seller page's ratings.
 */
export const notifyRated = async (
  ctx: UpstreamContext,
  target: NotifyTarget,
  input: { ratedId: number; raterId: number; stars: number },
): Promise<void> => {
  const text = notificationText(notificationTexts.rating, await nameOf(target.tx, input.raterId), input.stars);
  await notifyAll(ctx, target, [input.ratedId], {
    type: 'rating',
    senderId: input.raterId,
    value: String(input.ratedId),
    text,
  });
};

/** A new account was verified: a welcome from Badal itself (no sender, nothing to open). */
export const notifyWelcome = async (ctx: UpstreamContext, target: NotifyTarget, userId: number): Promise<void> => {
  const text = notificationText(notificationTexts.welcome, await nameOf(target.tx, userId));
  await notifyAll(ctx, target, [userId], { type: 'welcome', senderId: null, value: null, text });
};

/** The welcome of an account that has just become active (phone verified, or social sign-up). */
export const welcomeNewMember = (ctx: UpstreamContext, userId: number): Promise<void> =>
  inTransaction(ctx, (tx, pushes) => notifyWelcome(ctx, { tx, pushes }, userId));

/**
 * Trust & safety news (issue #31), from Badal itself: the value is the notice (contracts'
 * ModerationNotice says where a click leads). `reason` is the operator's words, passed on as
 * written; reporters are told only the outcome.
 */
export const notifyModeration = async (
  ctx: UpstreamContext,
  target: NotifyTarget,
  input: {
    recipientIds: readonly number[];
    notice: ModerationNotice;
    ad?: string;
    reason?: string | null;
    until?: Date | null;
    /** A refund's amount (refund news). */
    refundFils?: number | null;
  },
): Promise<void> => {
  const text = notificationText(moderationTexts[input.notice], {
    ad: input.ad ?? '',
    reason: input.reason ?? '',
    until: input.until ? kuwaitDay(input.until) : '',
    amount: input.refundFils ? filsToDecimal(input.refundFils) : '',
  });
  await notifyAll(ctx, target, input.recipientIds, { type: 'moderation', senderId: null, value: input.notice, text });
};

/**
 * Issue #32: an open offer is about to expire, or expired — both people of the request are told,
 * from Badal itself (no sender); a click opens the request like the other request notices.
 */
export const notifyOfferTime = async (
  ctx: UpstreamContext,
  target: NotifyTarget,
  input: {
    recipientIds: readonly number[];
    requestId: number;
    notice: 'expiring' | 'expired';
    product: string;
    hours: number;
  },
): Promise<void> => {
  const text = notificationText(offerTimeTexts[input.notice], { product: input.product, hours: input.hours });
  await notifyAll(ctx, target, input.recipientIds, {
    type: 'request',
    senderId: null,
    value: String(input.requestId),
    text,
  });
};

/**
 * Issue #33: new ads for a saved search, from Badal itself; the value is the search's id (a click
 * opens its results). `count` > 1 is the summary of the matches of the past hour.
 */
export const notifySavedSearch = async (
  ctx: UpstreamContext,
  target: NotifyTarget,
  input: { recipientId: number; savedSearchId: number; search: string; count: number; ad: string },
): Promise<void> => {
  const text = notificationText(alertTexts.savedSearch, input.search, input.count, input.ad);
  await notifyAll(ctx, target, [input.recipientId], {
    type: 'saved_search',
    senderId: null,
    value: String(input.savedSearchId),
    text,
  });
};

/** Issue #33: a favourited ad's price was lowered (decimal KWD strings); the value is its slug. */
export const notifyPriceDrop = async (
  ctx: UpstreamContext,
  target: NotifyTarget,
  input: { recipientIds: readonly number[]; product: { slug: string; name: string }; before: string; after: string },
): Promise<void> => {
  const text = notificationText(alertTexts.priceDrop, input.product.name, input.before, input.after);
  await notifyAll(ctx, target, input.recipientIds, {
    type: 'price_drop',
    senderId: null,
    value: input.product.slug,
    text,
  });
};
