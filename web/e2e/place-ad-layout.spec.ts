/**
 * The ad wizard inside the default layout (spec §2), on a 360 px phone in both languages: opening
 * /place-ad lands on the draft's step with the top bar — the bell, chats and the user menu, but no
 * 'Place an ad' — and nothing sticks out sideways. While the person is in the wizard another
 * account follows them (English) or writes to them (Arabic): the bell's count rises live and the
 * notice shows. The user menu names the small screens' entries; logging out leaves for home.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  freshUser,
  keepViewportScreenshot,
  registerMember,
  signUpAndIn,
} from './support';

type Locale = 'en' | 'ar';

const PHONE = { width: 360, height: 740 };

const words = {
  en: {
    chooseCategory: 'Choose a category',
    placeAd: 'Place an ad',
    chats: 'Chats',
    myAds: 'My ad list',
    favorites: 'Favorites',
    business: 'Business',
    logout: 'Logout',
    loggedOut: 'You just logged out',
  },
  ar: {
    chooseCategory: 'اختر فئة',
    placeAd: 'أضف إعلانًا',
    chats: 'المحادثات',
    myAds: 'قائمة إعلاناتي',
    favorites: 'المفضلة',
    business: 'الأعمال',
    logout: 'تسجيل الخروج',
    loggedOut: 'لقد سجلت الخروج للتو',
  },
} as const;

/** The bell's count as its badge shows it (Arabic-Indic digits in Arabic); no badge is none. */
const unreadCount = async (page: Page): Promise<number> => {
  const badge = page.getByTestId('notifications-bell').locator('.badge');
  if ((await badge.count()) === 0) return 0;
  const text = (await badge.textContent()) ?? '';
  return Number(text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660)));
};

/** What another account does to the person: follows them, or writes to them. */
const actions: Record<Locale, (other: Awaited<ReturnType<typeof otherAccount>>, userId: number) => Promise<void>> = {
  en: async ({ request }, userId) => {
    const follow = await request.post('/api/accounts/follow', { data: { accountId: userId } });
    expect(follow.ok(), await follow.text()).toBe(true);
  },
  ar: async ({ request }, userId) => {
    const sent = await request.post('/api/chat/send-message', {
      multipart: { receiverId: String(userId), message: `مرحبًا، هل ما زال الإعلان متاحًا؟ ${Date.now()}` },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  },
};

const otherAccount = async (browser: Browser) => {
  const context = await browser.newContext();
  const user = await registerMember(context.request, { ...freshUser(), fullName: 'Other Person' });
  return { context, request: context.request, user };
};

for (const locale of ['en', 'ar'] as const) {
  test(`the wizard shows the top bar at 360 px and live notices raise the bell (${locale})`, async ({ browser }) => {
    const w = words[locale];
    const prefix = locale === 'ar' ? '/ar' : '';
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signUpAndIn(page);
    const { session } = (await (await context.request.get('/bff/session')).json()) as { session: { userId: number } };

    // The live connection (websocket only) is up once the server has acknowledged it.
    const connected = page
      .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
      .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40')));
    await page.goto(`${prefix}/place-ad`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/place-ad/steps/select-category$`));
    await expect(page.getByRole('heading', { level: 1, name: w.chooseCategory })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

    const bar = page.getByRole('banner');
    await expect(bar.getByTestId('notifications-bell')).toBeVisible();
    await expect(bar.getByRole('link', { name: w.chats })).toBeVisible();
    await expect(bar.getByTestId('user-menu')).toBeVisible();
    await expect(bar.getByRole('link', { name: w.placeAd })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await keepViewportScreenshot(page, `place-ad-top-bar-${locale}-360`);
    await connected;

    // Someone else acts while the person is in the wizard: the bell counts it, the notice shows.
    const before = await unreadCount(page);
    const other = await otherAccount(browser);
    await actions[locale](other, session.userId);
    await expect.poll(() => unreadCount(page)).toBe(before + 1);
    const notice = page.getByTestId('push-toast');
    await expect(notice).toContainText(other.user.fullName);
    await keepViewportScreenshot(page, `place-ad-notice-${locale}-360`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/place-ad/steps/select-category$`));
    await other.context.close();
    await notice.locator('.push-toast-close').click();
    await expect(notice).toBeHidden();

    // The phone's user menu names what the bar shows as icons (and no 'Place an ad' in the wizard).
    const menuButton = bar.getByTestId('user-menu');
    await menuButton.click();
    const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
    for (const name of [w.myAds, w.favorites, w.business]) await expect(menu.getByRole('link', { name })).toBeVisible();
    await expect(menu.getByRole('link', { name: w.placeAd })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await keepViewportScreenshot(page, `place-ad-user-menu-${locale}-360`);

    // Logging out on a wizard page leaves for home.
    await menu.getByRole('button', { name: w.logout }).click();
    await expect(page.getByTestId('snackbar')).toContainText(w.loggedOut);
    await expect.poll(() => new URL(page.url()).pathname).toBe(prefix || '/');
    await expect(page.getByTestId('login-link')).toBeVisible();
    await context.close();
  });
}
