import { LOCALE_COOKIE, type messages } from '@badal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { bootstrapFor, selfUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { shownText } from '../../../test/shown-text';

const ui = {
  en: {
    profile: 'Profile',
    logout: 'Logout',
    search: 'Search',
    query: 'What are you looking for?',
    bell: 'Notifications, 3 unread',
    myAds: 'My ad list',
    placeAd: 'Place an ad',
    business: 'Business',
  },
  ar: {
    profile: 'الملف الشخصي',
    logout: 'تسجيل الخروج',
    search: 'بحث',
    query: 'عمّ تبحث؟',
    bell: 'الإشعارات، 3 إشعارات غير مقروءة',
    myAds: 'قائمة إعلاناتي',
    placeAd: 'أضف إعلانًا',
    business: 'الأعمال',
  },
} as const;

describe.each(['en', 'ar'] as const)('top bar (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];
  const m = (key: keyof typeof messages) => shownText(key, locale);

  it("sends a visitor's business link to login, which says an account comes first", async () => {
    fakeApi({});
    const { user, current } = await renderApp({ locale, path: `${prefix}/` });
    const business = await screen.findByRole('link', { name: t.business });
    expect(business).toHaveAttribute('href', `${prefix}/login?notice=business`);
    await user.click(business);
    await waitFor(() => expect(current()).toBe(`${prefix}/login?notice=business`));
    expect(await screen.findByText(m('session.businessLoginRequired'))).toHaveAttribute('role', 'status');
  });

  it('shows member links, the bell with the unread count and a user menu when signed in', async () => {
    fakeApi({});
    const { user } = await renderApp({ locale, path: `${prefix}/`, bootstrap: bootstrapFor(locale, selfUser()) });
    expect(await screen.findByRole('img', { name: t.bell })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: t.myAds })[0]).toHaveAttribute('href', `${prefix}/profile/info/ads`);
    await user.click(await screen.findByTestId('user-menu'));
    expect(screen.getByRole('link', { name: t.profile })).toHaveAttribute('href', `${prefix}/profile/info`);
    expect(screen.getByRole('button', { name: t.logout })).toBeInTheDocument();
  });

  it('logs out with "logging out" then "you just logged out", and leaves the profile for home', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeApi({
      'DELETE /bff/session': async () => {
        await answered;
        return { body: { authenticated: false, session: null } };
      },
    });
    const { user, current } = await renderApp({
      locale,
      path: `${prefix}/profile/info`,
      bootstrap: bootstrapFor(locale, selfUser()),
    });
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(screen.getByTestId('logout'));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent(m('session.loggingOut'));
    act(() => release());
    await waitFor(() => expect(screen.getByTestId('snackbar')).toHaveTextContent(m('session.loggedOut')));
    expect(current()).toBe(prefix || '/');
    expect(screen.getByTestId('login-link')).toBeInTheDocument();
  });

  it('searches through the dialog into /categories/search?text=', async () => {
    fakeApi({});
    const { user, current } = await renderApp({ locale, path: `${prefix}/` });
    await user.click(await screen.findByTestId('search-open'));
    // The dialog and its form are their own chunk: they arrive a moment after the click, and the box takes the focus.
    const dialog = await screen.findByRole('dialog');
    const box = await within(dialog).findByLabelText(t.query);
    await waitFor(() => expect(box).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: t.search }));
    expect(await within(dialog).findByText(m('validation.required'))).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(t.query), 'iphone 15');
    await user.click(within(dialog).getByRole('button', { name: t.search }));
    await waitFor(() => expect(current()).toBe(`${prefix}/categories/search?text=iphone+15`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides "place an ad" inside the place-ad flow only', async () => {
    fakeApi({});
    await renderApp({ locale, path: `${prefix}/` });
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByRole('link', { name: t.placeAd })).toHaveAttribute(
      'href',
      `${prefix}/place-ad/steps/select-category`,
    );
  });

  it('stores the other language in the cookie and reloads after half a second', async () => {
    fakeApi({});
    const { user } = await renderApp({ locale, path: `${prefix}/login` });
    const toggle = await screen.findByTestId('language-toggle');
    const assign = vi.fn();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: `${prefix}/login`,
      search: '',
      hash: '',
      assign,
      reload,
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(toggle);
    const other = locale === 'ar' ? 'en' : 'ar';
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=${other}`);
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    if (prefix) expect(assign).toHaveBeenCalledWith(`/${other}/login`);
    else expect(reload).toHaveBeenCalled();
  });
});
