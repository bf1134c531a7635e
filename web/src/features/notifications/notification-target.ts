/**
 * Where tapping a notification leads (spec §4 "On click"): products or favorite → the product,
 * opened through its first category (fetched by slug); follow → the follower's seller page;
 * message → the chat with the sender; request → the profile's requests; welcome → nowhere.
 */
import { type Notification, type NotificationType, PushType } from '@badal/contracts';

export type NotificationTarget = { kind: 'product'; slug: string } | { kind: 'path'; path: string } | null;

export const REQUESTS_PATH = '/profile/info/requests';

const typeByCode = new Map<number, NotificationType>(
  (Object.entries(PushType) as [NotificationType, number][]).map(([type, code]) => [code, type]),
);

/** The type, from the named field or, failing that, from the push code of `data`. */
export const notificationType = (n: Pick<Notification, 'type' | 'data'>): NotificationType | undefined =>
  (n.type as NotificationType | undefined) ?? typeByCode.get(n.data.type);

export const notificationTarget = (n: Notification): NotificationTarget => {
  const value = n.value ?? n.data.value;
  switch (notificationType(n)) {
    case 'products':
    case 'favorite':
      return value ? { kind: 'product', slug: value } : null;
    case 'follow':
      return value ? { kind: 'path', path: `/sellers/${encodeURIComponent(value)}` } : null;
    case 'message':
      return value ? { kind: 'path', path: `/chats/contacts/${encodeURIComponent(value)}` } : null;
    case 'request':
      return { kind: 'path', path: REQUESTS_PATH };
    default:
      return null;
  }
};
