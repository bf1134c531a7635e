/**
 * Where tapping a notification leads (spec §4 "On click"): products or favorite → the product,
 * opened through its first category (fetched by slug); follow → the follower's seller page;
 * message → the chat with the sender; request → the requests with the person who sent or changed
 * it (all requests when the sender is unknown); welcome → nowhere; moderation → My ads for an
 * ad's news, else nowhere; saved_search → that saved search's results; price_drop → the product;
 * rating → my seller page's ratings.
 */

import { moderationNoticeOpens, type Notification, type NotificationType, PushType } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';

export type NotificationTarget = { kind: 'product'; slug: string } | { kind: 'path'; path: string } | null;

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
    case 'price_drop':
      return value ? { kind: 'product', slug: value } : null;
    case 'follow':
      return value ? { kind: 'path', path: pathTo('seller', { userId: value }) } : null;
    case 'message':
      return value ? { kind: 'path', path: pathTo('chat', { userId: value }) } : null;
    case 'request':
      return {
        kind: 'path',
        path: n.sender ? pathTo('profile:requests/:userId', { userId: n.sender.id }) : pathTo('profile:requests'),
      };
    case 'saved_search':
      // Badal (issue #33): the saved search's results.
      return value ? { kind: 'path', path: pathTo('profile:saved-searches/:id', { id: value }) } : null;
    case 'moderation': {
      // Badal (issue #31): an ad's news opens My ads, a banner's My banners, a refund the payments;
      // a report's outcome or an account's news, nothing.
      const opens = moderationNoticeOpens(value);
      if (opens === 'myAds') return { kind: 'path', path: pathTo('profile:ads') };
      if (opens === 'myBanners') return { kind: 'path', path: pathTo('profile:banners') };
      return opens === 'payments' ? { kind: 'path', path: pathTo('profile:payments') } : null;
    }
    case 'rating':
      // Badal (issue #32): I was rated — my seller page, at its ratings.
      return value ? { kind: 'path', path: `${pathTo('seller', { userId: value })}#ratings` } : null;
    default:
      return null;
  }
};
