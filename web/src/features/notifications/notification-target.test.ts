// @vitest-environment node
import type { Notification } from '@badal/contracts';
import { matchAppRoute, PushType } from '@badal/contracts/core';
import { describe, expect, it } from 'vitest';
import { notificationTarget, notificationType } from './notification-target';

const base: Notification = {
  id: 1,
  type: 'welcome',
  title: 't',
  body: 'b',
  createdAt: '2026-03-01T10:00:00.000Z',
  read: false,
  value: null,
  sender: null,
  data: { type: 3, value: null },
};
const of = (type: Notification['type'], code: number, value: string | null): Notification => ({
  ...base,
  type,
  value,
  data: { type: code, value },
});

describe('where a notification leads (spec §4)', () => {
  it.each([
    [of('products', 1, 'new-car'), { kind: 'product', slug: 'new-car' }],
    [of('favorite', 5, 'old-bike'), { kind: 'product', slug: 'old-bike' }],
    [of('follow', 4, '42'), { kind: 'path', path: '/sellers/42' }],
    [of('message', 6, '42'), { kind: 'path', path: '/chats/contacts/42' }],
    // Without a sender (an old notification): all requests.
    [of('request', 2, '9'), { kind: 'path', path: '/profile/info/requests' }],
    [
      { ...of('request', 2, '9'), sender: { id: 12, fullName: 'Salem', image: null } },
      { kind: 'path', path: '/profile/info/requests/12' },
    ],
    [of('welcome', 3, null), null],
    // Badal's moderation news: an ad's opens My ads, a report's outcome or an account's nothing.
    [of('moderation', 7, 'ad_hidden'), { kind: 'path', path: '/profile/info/ads' }],
    [of('moderation', 7, 'ad_held'), { kind: 'path', path: '/profile/info/ads' }],
    [of('moderation', 7, 'report_actioned'), null],
    [of('moderation', 7, 'warned'), null],
    // A banner's review opens My banners; an operator's refund the payments history.
    [of('moderation', 7, 'banner_approved'), { kind: 'path', path: '/profile/info/banners' }],
    [of('moderation', 7, 'banner_rejected'), { kind: 'path', path: '/profile/info/banners' }],
    [of('moderation', 7, 'refund_issued'), { kind: 'path', path: '/profile/info/payments' }],
    [of('rating', 10, '12'), { kind: 'path', path: '/sellers/12#ratings' }],
  ])('%#: %o', (n, target) => {
    expect(notificationTarget(n)).toEqual(target);
  });

  it('falls back to the push code and to data.value', () => {
    const pushed = { ...base, type: undefined, value: null, data: { type: 4, value: '8' } } as unknown as Notification;
    expect(notificationType(pushed)).toBe('follow');
    expect(notificationTarget(pushed)).toEqual({ kind: 'path', path: '/sellers/8' });
  });

  it('leads only to pages that exist', () => {
    for (const [type, code] of Object.entries(PushType)) {
      const target = notificationTarget(of(type as Notification['type'], code, '7'));
      if (target?.kind === 'path') expect(matchAppRoute(target.path), type).not.toBeNull();
    }
  });

  it('leads nowhere when the value it needs is missing', () => {
    expect(notificationTarget(of('favorite', 5, null))).toBeNull();
    expect(notificationTarget(of('follow', 4, null))).toBeNull();
  });
});
