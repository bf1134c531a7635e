/**
 * Notifications (spec §7): GET /users/notifications (newest first, 30 a page, with the unread
 * count), PUT /users/notifications/{id} and /users/notifications/all (mark read). Texts answer in
 * the request language; they were written in both when the notification was made.
 */
import type { CallHandlers } from '../http/api-router.js';
import type { UpstreamContext } from '../services/context.js';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationPage,
} from '../services/notifications/notification-list.js';
import { say } from '../texts.js';

export const notificationHandlers = (ctx: UpstreamContext) =>
  ({
    notifications: ({ auth, query, locale }) => notificationPage(ctx, auth.user.id, query, locale),

    readNotification: async ({ auth, params, locale }) => {
      await markNotificationRead(ctx, auth.user.id, params.id);
      return { message: say('upstream.notificationRead', locale) };
    },

    readAllNotifications: async ({ auth, locale }) => {
      await markAllNotificationsRead(ctx, auth.user.id);
      return { message: say('upstream.notificationsRead', locale) };
    },
  }) satisfies Partial<CallHandlers>;
