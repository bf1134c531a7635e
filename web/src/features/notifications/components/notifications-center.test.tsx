/**
 * The bell's dialog and the live notifications (spec §2 dialog, §4 actions, foreground rule, §8
 * permission alert), in English and Arabic, with the whole app around them, a fake API and a
 * fake socket playing the BFF.
 */
import type { Notification } from '@badal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSocket } from '../../../lib/realtime/fake-socket';
import { type Answer, fakeApi, type RecordedRequest } from '../../../test/fake-api';
import { bootstrapFor, selfUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { shownText } from '../../../test/shown-text';

const ui = {
  en: {
    dialog: 'Notifications',
    readAll: 'Read all',
    bell: {
      0: 'Notifications, none unread',
      1: 'Notifications, 1 unread',
      2: 'Notifications, 2 unread',
      3: 'Notifications, 3 unread',
    },
  },
  ar: {
    dialog: 'الإشعارات',
    readAll: 'تحديد الكل كمقروء',
    bell: {
      0: 'الإشعارات، لا توجد إشعارات غير مقروءة',
      1: 'الإشعارات، إشعار واحد غير مقروء',
      2: 'الإشعارات، إشعاران غير مقروءين',
      3: 'الإشعارات، 3 إشعارات غير مقروءة',
    },
  },
} as const;

const note = (id: number, type: Notification['type'], code: number, value: string | null, read = false) =>
  ({
    id,
    type,
    title: `${type} title ${id}`,
    body: `${type} body ${id}`,
    createdAt: new Date(Date.now() - id * 60_000).toISOString(),
    read,
    value,
    sender: type === 'welcome' ? null : { id: 42, fullName: 'Huda Saleh', image: null },
    data: { type: code, value },
  }) satisfies Notification;

const all = [
  note(1, 'favorite', 5, 'old-bike'),
  note(2, 'follow', 4, '42'),
  note(3, 'message', 6, '42', true),
  note(4, 'request', 2, '9', true),
  note(5, 'welcome', 3, null, true),
  note(6, 'products', 1, 'new-car', true),
];

const page = (list: Notification[]) => ({
  notifications: list,
  unreadCount: list.filter((n) => !n.read).length,
  meta: { currentPage: 1, perPage: 30, total: list.length, lastPage: 1 },
});

const productMini = (slug: string) => ({
  id: 77,
  slug,
  name: 'A product',
  price: '10',
  currency: 'KWD',
  image: null,
  categories: [
    { id: 1, slug: 'vehicles', name: 'Vehicles' },
    { id: 2, slug: 'cars', name: 'Cars' },
  ],
  sellType: 'sell',
});

/** The API: a notifications list that reading changes, and 404s for the pages the actions open. */
const notificationsApi = (start: Notification[] = all, extra: Record<string, Answer> = {}) => {
  let list = start.map((n) => ({ ...n }));
  const read = (id: number) => {
    list = list.map((n) => (n.id === id ? { ...n, read: true } : n));
  };
  const api = fakeApi({
    'GET /api/users/notifications': () => ({ body: page(list) }),
    'PUT /api/users/notifications/all': () => {
      list = list.map((n) => ({ ...n, read: true }));
      return { body: { message: 'ok' } };
    },
    // Ids 1 to 20: the listed ones and the pushed ones.
    ...Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [
        `PUT /api/users/notifications/${i + 1}`,
        (r: RecordedRequest) => {
          read(Number(r.path.split('/').at(-1)));
          return { body: { message: 'ok' } };
        },
      ]),
    ),
    'GET /api/products/old-bike/mini': { body: productMini('old-bike') },
    'GET /api/products/new-car/mini': { body: productMini('new-car') },
    'GET /api/products/old-bike': { status: 404 },
    'GET /api/products/new-car': { status: 404 },
    'GET /api/users/42': { status: 404 },
    'GET /api/chat/users/42': { status: 404 },
    'GET /api/chat/contacts': { body: [] },
    ...extra,
  });
  return { ...api, push: (n: Notification) => list.unshift(n) };
};

describe.each(['en', 'ar'] as const)('notifications (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];
  const signedIn = bootstrapFor(locale, selfUser());
  let socket: ReturnType<typeof installFakeSocket>;

  beforeEach(() => {
    socket = installFakeSocket();
  });
  afterEach(() => {
    socket.restore();
  });

  const openDialog = async (user: { click: (e: Element) => Promise<void> }) => {
    await user.click(await screen.findByTestId('notifications-bell'));
    return screen.findByRole('dialog', { name: t.dialog });
  };

  it('lists the notifications, reads them all, and the bell follows the count', async () => {
    const api = notificationsApi();
    const { user } = await renderApp({ locale, path: `${prefix}/`, bootstrap: signedIn });
    expect(await screen.findByRole('img', { name: t.bell[3] })).toBeInTheDocument();
    const dialog = await openDialog(user);
    const items = await within(dialog).findAllByTestId('notification-item');
    expect(items).toHaveLength(all.length);
    expect(items[0]).toHaveTextContent('favorite title 1');
    // The list's own count replaces the start-up one.
    expect(await screen.findByRole('img', { name: t.bell[2] })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: t.readAll }));
    await waitFor(() => expect(api.find('PUT', '/api/users/notifications/all')).toHaveLength(1));
    expect(await screen.findByRole('img', { name: t.bell[0] })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: t.readAll })).not.toBeInTheDocument());
    expect(api.find('GET', '/api/users/notifications').length).toBeGreaterThanOrEqual(2);
  }, 15_000);

  it.each([
    ['favorite', 1, '/categories/vehicles/products/old-bike'],
    ['products', 6, '/categories/vehicles/products/new-car'],
    ['follow', 2, '/sellers/42'],
    ['message', 3, '/chats/contacts/42'],
    ['request', 4, '/profile/info/requests/42'],
  ])('a tap on a %s notification marks it read and opens its page', async (_type, id, target) => {
    const api = notificationsApi();
    const { user, current } = await renderApp({ locale, path: `${prefix}/`, bootstrap: signedIn });
    const dialog = await openDialog(user);
    const item = (await within(dialog).findAllByTestId('notification-item'))[id - 1]!;
    await user.click(item);
    await waitFor(() => expect(current()).toBe(`${prefix}${target}`));
    const wasUnread = !all[id - 1]!.read;
    expect(api.find('PUT', `/api/users/notifications/${id}`)).toHaveLength(wasUnread ? 1 : 0);
    // The route changed: the dialog closed; the list was fetched again.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.dialog })).not.toBeInTheDocument());
    expect(api.find('GET', '/api/users/notifications').length).toBeGreaterThanOrEqual(2);
  });

  it.each([['welcome', 3, null]] as const)(
    'a tap on the %s notification only marks it read and reloads the list',
    async (type, code, value) => {
      const api = notificationsApi([note(5, type, code, value)]);
      const { user, current } = await renderApp({ locale, path: `${prefix}/categories`, bootstrap: signedIn });
      const dialog = await openDialog(user);
      await user.click(await within(dialog).findByTestId('notification-item'));
      await waitFor(() => expect(api.find('PUT', '/api/users/notifications/5')).toHaveLength(1));
      await waitFor(() => expect(api.find('GET', '/api/users/notifications')).toHaveLength(2));
      expect(current()).toBe(`${prefix}/categories`);
      expect(screen.getByRole('dialog', { name: t.dialog })).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).queryByRole('button', { name: t.readAll })).not.toBeInTheDocument());
    },
  );

  it('closes on a route change', async () => {
    notificationsApi();
    const { user, navigate } = await renderApp({ locale, path: `${prefix}/`, bootstrap: signedIn });
    await openDialog(user);
    navigate(`${prefix}/categories`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.dialog })).not.toBeInTheDocument());
  });

  it('shows a pushed notification as a toast, refreshes the list and the count, and opens it on a tap', async () => {
    const api = notificationsApi([]);
    const { user, current } = await renderApp({ locale, path: `${prefix}/`, bootstrap: signedIn });
    await waitFor(() => expect(socket.current()).toBeDefined());
    socket.current()!.connect();
    const pushed = note(9, 'follow', 4, '42');
    api.push(pushed);
    socket.current()!.serverEmit('notification:new', pushed);
    const toast = await screen.findByTestId('push-toast');
    expect(toast).toHaveTextContent('follow title 9');
    expect(toast).toHaveTextContent('follow body 9');
    await waitFor(() => expect(api.find('GET', '/api/users/notifications')).toHaveLength(1));
    expect(await screen.findByRole('img', { name: t.bell[1] })).toBeInTheDocument();
    await user.click(within(toast).getByRole('button', { name: /follow title 9/ }));
    await waitFor(() => expect(current()).toBe(`${prefix}/sellers/42`));
    expect(api.find('PUT', '/api/users/notifications/9')).toHaveLength(1);
  });

  it('shows no toast on the chat pages, but still refreshes the list', async () => {
    const api = notificationsApi([]);
    await renderApp({ locale, path: `${prefix}/chats/contacts`, bootstrap: signedIn });
    await screen.findByTestId('chat-contacts');
    await waitFor(() => expect(socket.current()).toBeDefined());
    socket.current()!.connect();
    const pushed = note(9, 'message', 6, '42');
    api.push(pushed);
    socket.current()!.serverEmit('notification:new', pushed);
    await waitFor(() => expect(api.find('GET', '/api/users/notifications')).toHaveLength(1));
    expect(screen.queryByTestId('push-toast')).not.toBeInTheDocument();
  });

  it('refetches the list after a reconnect, for what was missed meanwhile', async () => {
    const api = notificationsApi([]);
    await renderApp({ locale, path: `${prefix}/`, bootstrap: signedIn });
    await waitFor(() => expect(socket.current()).toBeDefined());
    socket.current()!.connect();
    socket.current()!.drop();
    expect(api.find('GET', '/api/users/notifications')).toHaveLength(0);
    socket.current()!.connect();
    await waitFor(() => expect(api.find('GET', '/api/users/notifications')).toHaveLength(1));
  });

  describe('with the browser’s notifications', () => {
    const shown: { title: string; options: NotificationOptions }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = vi.fn(async () => FakeNotification.permission);
      onclick: (() => void) | null = null;
      constructor(title: string, options: NotificationOptions) {
        shown.push({ title, options });
      }
      close() {}
    }
    beforeEach(() => {
      shown.length = 0;
      FakeNotification.permission = 'granted';
      vi.stubGlobal('Notification', FakeNotification);
    });
    afterEach(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    });

    it('a hidden tab gets a system notification instead of the toast', async () => {
      const api = notificationsApi([]);
      await renderApp({ locale, path: `${prefix}/`, bootstrap: signedIn });
      await waitFor(() => expect(socket.current()).toBeDefined());
      socket.current()!.connect();
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      const pushed = note(9, 'favorite', 5, 'old-bike');
      api.push(pushed);
      socket.current()!.serverEmit('notification:new', pushed);
      expect(shown).toEqual([
        { title: 'favorite title 9', options: expect.objectContaining({ body: 'favorite body 9' }) },
      ]);
      expect(screen.queryByTestId('push-toast')).not.toBeInTheDocument();
      await waitFor(() => expect(api.find('GET', '/api/users/notifications')).toHaveLength(1));
    });

    it('asks for the permission when the bell is opened; a refusal brings the alert of §8', async () => {
      FakeNotification.permission = 'default';
      FakeNotification.requestPermission.mockImplementationOnce(async () => {
        FakeNotification.permission = 'denied';
        return 'denied';
      });
      notificationsApi();
      const { user } = await renderApp({ locale, path: `${prefix}/`, bootstrap: signedIn });
      const dialog = await openDialog(user);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(shownText('error.pushPermission', locale));
      expect(FakeNotification.requestPermission).toHaveBeenCalled();
    });
  });
});
