import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { bootstrapFor, selfUser } from '../test/fixtures';
import { orderFixture } from '../test/payment-fixtures';
import { renderApp } from '../test/render-app';
import { isOwnDataKey } from './own-data';
import { installFakeSocket } from './realtime/fake-socket';

const withoutMembership = selfUser();
const member = selfUser({
  checkMembership: true,
  membership: { plan: { id: 2, code: 'pro', name: 'Pro' }, period: 'monthly', endsAt: '2026-12-29T08:00:00.000Z' },
});

const paidOrder = orderFixture();

describe('which answers are the person’s own data', () => {
  it('memberships, cart, orders and unpaid purchases (the self user is written apart); not the catalogue, the chat or the return', () => {
    for (const name of ['memberships', 'getCart', 'listOrders', 'unpaidCompanySubscription', 'myBanners'])
      expect(isOwnDataKey([name, {}, 7]), name).toBe(true);
    for (const key of [['productBySlug', {}], ['chatContacts'], ['paymentCallback', {}], 'bff.home', null])
      expect(isOwnDataKey(key), String(key)).toBe(false);
  });
});

describe.each(['en', 'ar'] as const)('own data refreshed when a payment settles (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  let socket: ReturnType<typeof installFakeSocket>;
  beforeEach(() => {
    socket = installFakeSocket();
  });
  afterEach(() => socket.restore());

  it('the payment-succeeded page: the profile it links to shows the new membership, no reload', async () => {
    const api = fakeApi({
      'GET /api/orders/5': { body: paidOrder },
      'GET /api/users/self': { body: member },
    });
    const { user } = await renderApp({
      locale,
      path: `${prefix}/payment-succeeded?orderId=5`,
      bootstrap: bootstrapFor(locale, withoutMembership),
    });
    expect(await screen.findByTestId('receipt')).toBeInTheDocument();
    await waitFor(() => expect(api.find('GET', '/api/users/self')).toHaveLength(1));
    // The start-up data (categories, unread count) is not fetched again for it.
    expect(api.find('GET', '/bff/bootstrap')).toHaveLength(0);
    expect(screen.getByTestId('payments-history-link')).toHaveAttribute('href', `${prefix}/profile/info/payments`);
    await user.click(screen.getByRole('link', { name: locale === 'ar' ? /عضويتك/ : /membership on your profile/ }));
    expect(await screen.findByTestId('profile-membership')).toHaveTextContent('Pro');
  });

  it('a push from the API (the webhook settled it, maybe in another tab), and again after a reconnect', async () => {
    let self = withoutMembership;
    const api = fakeApi({
      'GET /api/users/self': () => ({ body: self }),
      // The bell refreshes its list after a reconnect too.
      'GET /api/users/notifications': {
        body: { notifications: [], unreadCount: 0, meta: { currentPage: 1, perPage: 30, total: 0, lastPage: 1 } },
      },
    });
    await renderApp({ locale, path: `${prefix}/profile/info`, bootstrap: bootstrapFor(locale, withoutMembership) });
    await waitFor(() => expect(socket.current()).toBeDefined());
    const connection = socket.current()!;
    connection.connect();
    expect(screen.queryByTestId('profile-membership')).not.toBeInTheDocument();

    self = member;
    connection.serverEmit('account:changed', { reason: 'payment' });
    expect(await screen.findByTestId('profile-membership')).toHaveTextContent('Pro');
    expect(api.find('GET', '/api/users/self')).toHaveLength(1);

    // A push missed while offline: the reconnect fetches again.
    connection.drop();
    connection.connect();
    await waitFor(() => expect(api.find('GET', '/api/users/self')).toHaveLength(2));
    expect(api.find('GET', '/bff/bootstrap')).toHaveLength(0);
  });
});
