/**
 * The service worker's rules, apart from the worker: what a push shows, where its click leads per
 * push type (§4) in the reader's language, which pages are kept for reading offline. The worker
 * itself runs in the browser suite (e2e/installable-app.spec.ts).
 */
import type { Notification } from '@badal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { clickTarget } from './click-target';
import { keepsPage, localeOfPath, NOT_PAGES } from './kept-pages';
import { notificationOfPush } from './push-message';

const notification = (type: number, value: string | null, sender: Notification['sender'] = null): Notification => ({
  id: 41,
  type: (['products', 'request', 'welcome', 'follow', 'favorite', 'message'] as const)[
    type - 1
  ] as Notification['type'],
  title: 'عنوان',
  body: 'نص',
  createdAt: '2026-01-02T10:00:00.000Z',
  read: false,
  value,
  sender,
  data: { type, value },
});

describe('notificationOfPush', () => {
  it('reads the notification FCM delivers in data.payload', () => {
    const n = notification(6, '12');
    expect(notificationOfPush({ data: { event: 'notification', payload: JSON.stringify(n) }, from: '1234' })).toEqual(
      n,
    );
  });

  it('ignores anything else', () => {
    expect(notificationOfPush(null)).toBeNull();
    expect(notificationOfPush({ data: { event: 'message', payload: '{}' } })).toBeNull();
    expect(notificationOfPush({ data: { event: 'notification', payload: 'not json' } })).toBeNull();
    expect(notificationOfPush({ data: { event: 'notification', payload: '{"id":1}' } })).toBeNull();
  });
});

describe('clickTarget', () => {
  const mini = vi.fn(async (slug: string) => ({ slug, categories: [{ id: 1, slug: 'cars', name: 'Cars' }] }));

  it('products and favorite open the product through its first category, fetched by slug', async () => {
    expect(await clickTarget(notification(1, 'red-car'), 'ar', mini)).toBe('/ar/categories/cars/products/red-car');
    expect(await clickTarget(notification(5, 'red-car'), 'en', mini)).toBe('/en/categories/cars/products/red-car');
    expect(mini).toHaveBeenCalledWith('red-car');
  });

  it('a product gone opens nothing', async () => {
    expect(await clickTarget(notification(1, 'gone'), 'en', async () => null)).toBeNull();
  });

  it('follow opens the seller, message the chat, request the requests, welcome nothing', async () => {
    expect(await clickTarget(notification(4, '12'), 'ar', mini)).toBe('/ar/sellers/12');
    expect(await clickTarget(notification(6, '12'), 'ar', mini)).toBe('/ar/chats/contacts/12');
    expect(await clickTarget(notification(2, null), 'en', mini)).toBe('/en/profile/info/requests');
    expect(await clickTarget(notification(2, null, { id: 12, fullName: 'Seller', image: null }), 'ar', mini)).toBe(
      '/ar/profile/info/requests/12',
    );
    expect(await clickTarget(notification(3, null), 'en', mini)).toBeNull();
  });
});

describe('kept pages', () => {
  const page = (status: number, cacheControl: string) =>
    new Response('<html>', { status, headers: { 'cache-control': cacheControl } });

  it('keeps a visitor page, never a member page (no-store) nor an error', () => {
    expect(keepsPage(page(200, 'private, no-cache'))).toBe(true);
    expect(keepsPage(page(200, 'private, no-store'))).toBe(false);
    expect(keepsPage(page(404, 'private, no-cache'))).toBe(false);
  });

  it('calls, endpoints, the socket and pictures are not pages', () => {
    for (const path of ['/api/users/self', '/bff/bootstrap', '/socket.io/', '/media/a.png', '/internal/push'])
      expect(NOT_PAGES.test(path), path).toBe(true);
    for (const path of ['/', '/ar', '/en/categories', '/apiary']) expect(NOT_PAGES.test(path), path).toBe(false);
  });

  it('the offline page speaks the language of the address, else the one last shown', () => {
    expect(localeOfPath('/ar/categories', 'en')).toBe('ar');
    expect(localeOfPath('/en', 'ar')).toBe('en');
    expect(localeOfPath('/categories', 'ar')).toBe('ar');
  });
});
