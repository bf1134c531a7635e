import { expect, test } from '@playwright/test';
import {
  appReady,
  expectAccessible,
  expectNoSidewaysScroll,
  fillSandboxCard,
  keepViewportScreenshot,
  pressPayNow,
  signUpAndIn,
} from './support';

/**
 * A member becomes a business account in Arabic: the steps of /ar/company-subscription (a link
 * that is not a URL refused on the way), a meeting slot, the sandbox card; then its seller page
 * shows the business badge and the company's profile. The member is a new account of its own: the
 * upgrade is one-way, and its cart is nobody else's.
 */

test('a member upgrades to a business account with a booked meeting (ar)', async ({ page }) => {
  const user = await signUpAndIn(page);
  const self = await (await page.context().request.get('/api/users/self')).json();

  // The top bar's business link leads members here.
  await page.goto('/ar');
  await appReady(page);
  await page.getByTestId('business-link').click();
  await page.waitForURL(/\/ar\/company-subscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'اشتراك الشركات' })).toBeVisible();

  // The account: its own details as they are, the address a new member has not given yet, the
  // password to confirm.
  await page.getByLabel('عنوان الشخص المسؤول').fill('شرق، مدينة الكويت');
  await page.getByLabel('كلمة المرور', { exact: true }).fill(user.password);
  await page.getByLabel('كلمة المرور مرة أخرى').fill(user.password);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.getByTestId('business-next').click();

  // The company.
  const companyName = `شركة دانة ${Date.now().toString(36)}`;
  await page.getByLabel('اسم الشركة').fill(companyName);
  await page.getByLabel('ما تبيعه الشركة').selectOption({ index: 1 });
  await page.getByLabel('عنوان الشركة').fill('شرق، مدينة الكويت');
  await page.getByTestId('business-next').click();

  // Links: one that is not a URL is refused, in Arabic.
  await page.getByLabel('الموقع الإلكتروني').fill('not a url');
  await page.getByTestId('business-next').click();
  await expect(page.getByText('رابط غير صالح.')).toBeVisible();
  await page.getByLabel('الموقع الإلكتروني').fill('https://dana.example.com');
  await page.getByTestId('business-next').click();

  await page.getByLabel('من 11 إلى 50 شخصًا').check();
  await page.getByTestId('business-next').click();

  // The meeting: the first free slot.
  await page.locator('.meeting-time input').first().check();
  await expectAccessible(page);
  await keepViewportScreenshot(page, 'company-subscription-meeting-ar');
  // On a phone: a row of days and one day's times, not two weeks of slots in one column.
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
  expect((await page.locator('.meeting-picker').boundingBox())!.height).toBeLessThan(600);
  await keepViewportScreenshot(page, 'company-subscription-meeting-ar-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('business-pay').click();

  await page.waitForURL(/\/ar\/payment$/);
  await appReady(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await fillSandboxCard(page);
  await pressPayNow(page);
  await page.waitForURL(/\/ar\/payment-succeeded\?/);
  await expect(page.getByTestId('business-active')).toBeVisible();
  // Without a reload, the top bar's Business link knows the account just became a company.
  await page.getByTestId('business-link').click();
  await expect(page.getByTestId('already-business')).toBeVisible();

  await page.goto(`/ar/sellers/${self.id}`);
  await appReady(page);
  await expect(page.getByTestId('business-badge')).toHaveText('الأعمال');
  await expect(page.getByTestId('company-card')).toContainText(companyName);
  await expectAccessible(page);
  await keepViewportScreenshot(page, 'business-seller-page-ar');
});
