import { LOCALE_COOKIE, type messages } from '@badal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { draftApi, draftAt } from '../../../features/place-ad/test/draft-fixtures';
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
    account: 'My account',
    myAds: 'My ad list',
    favorites: 'Favorites',
    following: 'Following',
    placeAd: 'Place an ad',
    business: 'Business',
    chats: 'Chats',
    review: 'Operator console',
    chooseCategory: 'Choose a category',
  },
  ar: {
    profile: 'الملف الشخصي',
    logout: 'تسجيل الخروج',
    search: 'بحث',
    query: 'عمّ تبحث؟',
    bell: 'الإشعارات، 3 إشعارات غير مقروءة',
    account: 'حسابي',
    myAds: 'قائمة إعلاناتي',
    favorites: 'المفضلة',
    following: 'المتابَعون',
    placeAd: 'أضف إعلانًا',
    business: 'الأعمال',
    chats: 'المحادثات',
    review: 'لوحة المشرف',
    chooseCategory: 'اختر فئة',
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
    const links = within(screen.getByRole('navigation', { name: t.account }));
    expect(links.getByRole('link', { name: t.myAds })).toHaveAttribute('href', `${prefix}/profile/info/ads`);
    expect(links.getByRole('link', { name: t.favorites })).toHaveAttribute('href', `${prefix}/profile/info/favorites`);
    await user.click(await screen.findByTestId('user-menu'));
    expect(screen.getByRole('link', { name: t.profile })).toHaveAttribute('href', `${prefix}/profile/info`);
    expect(screen.getByRole('button', { name: t.logout })).toBeInTheDocument();
  });

  it('names my ads, favourites, place an ad and business in the user menu, for small screens', async () => {
    fakeApi({});
    const { user } = await renderApp({ locale, path: `${prefix}/`, bootstrap: bootstrapFor(locale, selfUser()) });
    const button = await screen.findByTestId('user-menu');
    await user.click(button);
    const menu = within(document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement);
    const entry = (name: string) => menu.getByRole('link', { name });
    // Named entries below 1024 px (top-bar.css), where the bar shows neither the links nor the words.
    for (const [name, href] of [
      [t.myAds, '/profile/info/ads'],
      [t.favorites, '/profile/info/favorites'],
      [t.placeAd, '/place-ad/steps/select-category'],
      [t.business, '/company-subscription'],
    ] as const) {
      expect(entry(name)).toHaveAttribute('href', `${prefix}${href}`);
      expect(entry(name).closest('li')).toHaveClass('small-screen-only');
    }
    // At every width.
    expect(entry(t.profile).closest('li')).not.toHaveClass('small-screen-only');
    expect(entry(t.following).closest('li')).not.toHaveClass('small-screen-only');
    // Not an operator: no review page.
    expect(menu.queryByRole('link', { name: t.review })).not.toBeInTheDocument();
  });

  it('leads an operator to the operator console from the user menu', async () => {
    fakeApi({});
    const { user } = await renderApp({
      locale,
      path: `${prefix}/`,
      bootstrap: bootstrapFor(locale, selfUser({ operator: true })),
    });
    await user.click(await screen.findByTestId('user-menu'));
    expect(screen.getByRole('link', { name: t.review })).toHaveAttribute('href', `${prefix}/operator`);
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
    fakeApi({ 'GET /api/v2/search/suggestions': { body: { data: [] } } });
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

  it('opens a suggestion picked in the dialog: a brand its search, a category its page', async () => {
    const brand = { kind: 'brand', label: 'Samsung', categorySlug: null, text: 'Samsung' };
    const category = { kind: 'category', label: 'Cars', categorySlug: 'cars', text: null };
    fakeApi({ 'GET /api/v2/search/suggestions': { body: { data: [brand, category] } } });
    const { user, current } = await renderApp({ locale, path: `${prefix}/` });
    await user.click(await screen.findByTestId('search-open'));
    const box = await within(await screen.findByRole('dialog')).findByRole('combobox');
    await user.type(box, 'sa');
    await screen.findByRole('option', { name: 'Samsung' });
    // Categories come first in the list, brands after.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(current()).toBe(`${prefix}/categories/search?text=Samsung`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await screen.findByTestId('search-open'));
    await user.type(await within(await screen.findByRole('dialog')).findByRole('combobox'), 'ca');
    await user.click(await screen.findByRole('option', { name: 'Cars' }));
    await waitFor(() => expect(current()).toBe(`${prefix}/categories/cars`));
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

  it('keeps the top bar in the ad wizard: the bell, chats and the user menu, without "place an ad"', async () => {
    draftApi(draftAt(0));
    const { user } = await renderApp({
      locale,
      path: `${prefix}/place-ad/steps/select-category`,
      bootstrap: bootstrapFor(locale, selfUser()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: t.chooseCategory })).toBeInTheDocument();
    // The top bar is the page's first header (testing-library also counts the wizard's own, inside main).
    const bar = within(screen.getAllByRole('banner')[0] as HTMLElement);
    expect(await bar.findByRole('img', { name: t.bell })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: t.chats })).toHaveAttribute('href', `${prefix}/chats/contacts`);
    expect(bar.queryByRole('link', { name: t.placeAd })).not.toBeInTheDocument();
    await user.click(await bar.findByTestId('user-menu'));
    expect(bar.getByRole('button', { name: t.logout })).toBeInTheDocument();
    // Nor does the menu offer it there.
    expect(bar.queryByRole('link', { name: t.placeAd })).not.toBeInTheDocument();
  });

  it('leaves the ad wizard for home on logout', async () => {
    draftApi(draftAt(0), { 'DELETE /bff/session': { body: { authenticated: false, session: null } } });
    const { user, current } = await renderApp({
      locale,
      path: `${prefix}/place-ad/steps/select-category`,
      bootstrap: bootstrapFor(locale, selfUser()),
    });
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(screen.getByTestId('logout'));
    await waitFor(() => expect(screen.getByTestId('snackbar')).toHaveTextContent(m('session.loggedOut')));
    expect(current()).toBe(prefix || '/');
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
