import { expect, test } from '@playwright/test';
import { appReady } from './support';

test('switching to Arabic sets rtl, Arabic text and the cookie, and survives a reload', async ({ page, context }) => {
  await page.goto('/login');
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('language-toggle').click();
  // The page reloads half a second later, in Arabic.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
  const cookie = (await context.cookies()).find((c) => c.name === 'lang_redirected');
  expect(cookie?.value).toBe('ar');
  // About a year: 365 days, give or take the test's own duration.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  await page.reload();
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'تسجيل الدخول', exact: true })).toBeVisible();

  // Validation speaks Arabic too.
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page.getByText('هذا الحقل مطلوب.').first()).toBeVisible();

  // And back to English, with a prefixed URL swapping its prefix.
  await page.goto('/ar/signup');
  await appReady(page);
  await page.getByTestId('language-toggle').click();
  await expect(page).toHaveURL(/\/en\/signup$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
