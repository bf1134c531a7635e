/**
 * A member's notifications as the bell reads them: a page, newest first, with the unread count;
 * marking one or all read. Someone else's notification is as unknown as one that does not exist.
 */
import type { Locale } from '@badal/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { notifications, users } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { pageMeta } from '../catalogue/search.js';
import type { UpstreamContext } from '../context.js';
import { toNotification } from './to-notification.js';

export const notificationPage = async (
  ctx: UpstreamContext,
  userId: number,
  page: { page: number; perPage: number },
  locale: Locale,
) => {
  const mine = eq(notifications.userId, userId);
  const [rows, [total], [unread]] = await Promise.all([
    ctx.db
      .select({ row: notifications, senderName: users.fullName, senderImage: users.imagePath })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.senderId))
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    ctx.db.select({ n: count() }).from(notifications).where(mine),
    ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return {
    notifications: rows.map(({ row, senderName, senderImage }) =>
      toNotification(
        ctx,
        row,
        row.senderId !== null && senderName !== null
          ? { id: row.senderId, fullName: senderName, imagePath: senderImage }
          : null,
        locale,
      ),
    ),
    unreadCount: unread?.n ?? 0,
    meta: pageMeta(page.page, page.perPage, total?.n ?? 0),
  };
};

export const markNotificationRead = async (ctx: UpstreamContext, userId: number, id: number): Promise<void> => {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const [found] = await ctx.db.select({ readAt: notifications.readAt }).from(notifications).where(mine);
  if (!found) throw notFound();
  if (found.readAt === null) await ctx.db.update(notifications).set({ readAt: new Date() }).where(mine);
};

export const markAllNotificationsRead = async (ctx: UpstreamContext, userId: number): Promise<void> => {
  await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
};
