/** A notification row as the contracts' notificationSchema, in one language. */
import { type Locale, type Notification, type NotificationType, PushType } from '@badal/contracts';
import type { NotificationRow } from '../../db/schema.js';
import { inLocale } from '../catalogue/in-locale.js';
import { mediaUrl, type UpstreamContext } from '../context.js';

export interface NotificationSender {
  id: number;
  fullName: string;
  imagePath: string | null;
}

export const toNotification = (
  ctx: UpstreamContext,
  row: NotificationRow,
  sender: NotificationSender | null,
  locale: Locale,
): Notification => {
  const type = row.type as NotificationType;
  const image = sender ? mediaUrl(ctx, sender.imagePath) : null;
  return {
    id: row.id,
    type,
    title: inLocale(locale, row.titleEn, row.titleAr),
    body: inLocale(locale, row.bodyEn, row.bodyAr),
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    value: row.value,
    sender: sender ? { id: sender.id, fullName: sender.fullName, image: image === null ? null : { url: image } } : null,
    data: { type: PushType[type], value: row.value },
  };
};
