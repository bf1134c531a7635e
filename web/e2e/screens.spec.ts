/**
 * Home, login, signup and account settings in both languages: a screenshot each (kept under
 * artifacts/screenshots) and no serious or critical axe violation.
 */
import { expect, test } from '@playwright/test';
import { appReady, expectAccessible, expectNoSidewaysScroll, keepScreenshot, signUpAndIn } from './support';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
] as const;

for (const locale of ['en', 'ar'] as const) {
  test.describe(`screens in ${locale}`, () => {
    for (const { name, path } of PAGES) {
      test(name, async ({ page }) => {
        const response = await page.goto(`/${locale}${path === '/' ? '' : path}`);
        expect(response?.status()).toBe(200);
        await appReady(page);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await expectNoSidewaysScroll(page);
        await keepScreenshot(page, `${name}-${locale}`);
        await expectAccessible(page);
      });
    }

    test('account settings', async ({ page }) => {
      await signUpAndIn(page);
      await page.goto(`/${locale}/profile/info/account-settings`);
      await appReady(page);
      await expect(page.locator('form').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, `account-settings-${locale}`);
      await expectAccessible(page);
    });

    test('phone width (360 px) keeps the top bar usable', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/${locale}`);
      await appReady(page);
      await expect(page.getByTestId('login-link')).toBeInViewport();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, `home-phone-${locale}`);
    });
  });
}
