/**
 * The home page on a phone: the top bar keeps its controls in sight, and a full-page screenshot
 * (artifacts/screenshots). Every screen's checks are in every-screen.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { appReady, expectNoSidewaysScroll, keepScreenshot } from './support';

for (const locale of ['en', 'ar'] as const) {
  test.describe(`screens in ${locale}`, () => {
    test('phone width (360 px) keeps the top bar usable', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/${locale}`);
      await appReady(page);
      await expect(page.getByTestId('login-link')).toBeInViewport();
      await expect(page.locator('.top-bar-place-ad')).toBeInViewport();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, `home-phone-${locale}`);
    });
  });
}
