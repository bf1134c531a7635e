/**
 * Notifications (spec §7): GET /users/notifications (newest first, 30 a page, with the unread
 * count), PUT /users/notifications/{id} and /users/notifications/all (mark read). Texts answer in
 * the request language; they were written in both when the notification was made.
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { notifications, users } from '../db/schema.js';
import type { CallHandlers } from '../http/api-router.js';
import { notFound } from '../http-error.js';
import { pageMeta } from '../services/catalogue/search.js';
import type { UpstreamContext } from '../services/context.js';
import { toNotification } from '../services/notifications/to-notification.js';
import { say } from '../texts.js';

export const notificationHandlers = (ctx: UpstreamContext) =>
  ({
    notifications: async ({ auth, query, locale }) => {
      const mine = eq(notifications.userId, auth.user.id);
      const [rows, [total], [unread]] = await Promise.all([
        ctx.db
          .select({ row: notifications, senderName: users.fullName, senderImage: users.imagePath })
          .from(notifications)
          .leftJoin(users, eq(users.id, notifications.senderId))
          .where(mine)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
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
        meta: pageMeta(query.page, query.perPage, total?.n ?? 0),
      };
    },

    readNotification: async ({ auth, params, locale }) => {
      const mine = and(eq(notifications.id, params.id), eq(notifications.userId, auth.user.id));
      const [found] = await ctx.db.select({ readAt: notifications.readAt }).from(notifications).where(mine);
      // Someone else's notification is as unknown as one that does not exist.
      if (!found) throw notFound();
      if (found.readAt === null) await ctx.db.update(notifications).set({ readAt: new Date() }).where(mine);
      return { message: say('upstream.notificationRead', locale) };
    },

    readAllNotifications: async ({ auth, locale }) => {
      await ctx.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, auth.user.id), isNull(notifications.readAt)));
      return { message: say('upstream.notificationsRead', locale) };
    },
  }) satisfies Partial<CallHandlers>;
