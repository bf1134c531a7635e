/**
 * A push as FCM delivers it to this browser's service worker: `data.event` and `data.payload`, the
 * JSON the BFF put there (bff/src/realtime/fcm-sender.ts). Only notifications are pushed; their
 * title and body are already in the person's language (the API writes them so).
 */
import type { Notification } from '@badal/contracts';

const isNotification = (value: unknown): value is Notification => {
  const n = value as Partial<Notification> | null;
  return (
    !!n &&
    typeof n.id === 'number' &&
    typeof n.title === 'string' &&
    typeof n.body === 'string' &&
    typeof n.data?.type === 'number'
  );
};

/** The notification a push carries, or null for anything else. */
export const notificationOfPush = (push: unknown): Notification | null => {
  const data = (push as { data?: { event?: unknown; payload?: unknown } } | null)?.data;
  if (data?.event !== 'notification' || typeof data.payload !== 'string') return null;
  try {
    const n: unknown = JSON.parse(data.payload);
    return isNotification(n) ? n : null;
  } catch {
    return null;
  }
};
