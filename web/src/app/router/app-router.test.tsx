import type { messages } from '@badal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, fakeApi } from '../../test/fake-api';
import { bootstrapFor, selfUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { shownText } from '../../test/shown-text';

describe.each(['en', 'ar'] as const)('routing and guards (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const m = (key: keyof typeof messages) => shownText(key, locale);

  it('renders the 404 page for unknown paths', async () => {
    fakeApi({});
    const { unmount } = await renderApp({ locale, path: `${prefix}/no/such/page` });
    expect(await screen.findByRole('heading', { level: 1, name: m('error.notFound') })).toBeInTheDocument();
    expect(screen.getByText(m('notFound.alternative'))).toBeInTheDocument();
    unmount();
    await renderApp({ locale, path: `${prefix}/company-subscription/nope` });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('sends visitors from a members page to login with redirectTo', async () => {
    fakeApi({});
    const { current } = await renderApp({ locale, path: `${prefix}/profile/info/security` });
    await waitFor(() =>
      expect(current()).toBe(`${prefix}/login?redirectTo=${encodeURIComponent(`${prefix}/profile/info/security`)}`),
    );
  });

  it('sends signed-in users from login and signup to home', async () => {
    fakeApi({});
    const bootstrap = bootstrapFor(locale, selfUser());
    const first = await renderApp({ locale, path: `${prefix}/signup`, bootstrap });
    await waitFor(() => expect(first.current()).toBe(prefix || '/'));
    first.unmount();
    const second = await renderApp({ locale, path: `${prefix}/login`, bootstrap });
    await waitFor(() => expect(second.current()).toBe(prefix || '/'));
  });

  it('signs out on a 401 session_ended and says so', async () => {
    const sara = selfUser();
    fakeApi({
      'GET /api/users/self': { status: 401, body: errorBody('session_ended', 'your session is end, please login') },
    });
    // No inlined self: the profile page fetches it, and the BFF answers that the session is over.
    const { current } = await renderApp({
      locale,
      path: `${prefix}/profile/info`,
      bootstrap: { ...bootstrapFor(locale, sara), self: null },
    });
    expect(await screen.findByTestId('snackbar')).toHaveTextContent(m('error.sessionEnded'));
    await waitFor(() => expect(current()).toMatch(new RegExp(`^${prefix}/login\\?redirectTo=`)));
  });

  it('says "check your connection" when the network is down', async () => {
    const sara = selfUser();
    fakeApi({ 'GET /api/users/self': 'network-error' });
    await renderApp({
      locale,
      path: `${prefix}/profile/info`,
      bootstrap: { ...bootstrapFor(locale, sara), self: null },
    });
    expect(await screen.findByTestId('snackbar', {}, { timeout: 15_000 })).toHaveTextContent(
      m('error.checkConnection'),
    );
  });
});
