import { expect, type Page, test } from '@playwright/test';
import {
  appReady,
  expectAccessible,
  expectNoSidewaysScroll,
  fillSandboxCard,
  keepScreenshot,
  keepViewportScreenshot,
  signUpAndIn,
} from './support';

/**
 * Paying on a phone and finding the payment again: the provider's 3-D Secure page fits a 360 px
 * screen and has an icon, the receipt leads to the profile's payments page, the profile it links to
 * shows the membership without a reload, and the payments page lists what was bought, the amount,
 * the coupon, the date, the references and the status in English and Arabic.
 */

const THREE_D_SECURE_CARD = '4000000000003220';
const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

const entry = (page: Page) => page.getByTestId('order-entry').first();

test('a membership paid with a coupon through 3-D Secure, found again on the payments page (en, ar)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUpAndIn(page);
  await page.goto('/memberships');
  await appReady(page);
  await page.getByRole('button', { name: 'Monthly', exact: true }).click();
  const basic = page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name: 'Basic' }) });
  await basic.getByRole('button', { name: 'Choose' }).click();
  await page.waitForURL(/\/payment$/);
  await appReady(page);
  await page.getByTestId('coupon-code').fill('BADAL10');
  await page.getByTestId('coupon-apply').click();
  await expect(page.getByTestId('payment-discount')).toContainText('KWD 9.000');
  await fillSandboxCard(page, THREE_D_SECURE_CARD);

  // The provider's 3-D Secure page: nothing sideways at 360 px, and an icon (no 404 in the console).
  const iconAnswers: number[] = [];
  page.on('response', (response) => {
    if (/\/favicon\.(ico|svg)$/.test(new URL(response.url()).pathname)) iconAnswers.push(response.status());
  });
  await page.getByRole('button', { name: 'Pay now' }).click();
  const code = page.getByLabel('One-time code');
  await expect(code).toBeVisible();
  await expectNoSidewaysScroll(page);
  await keepViewportScreenshot(page, 'sandbox-3ds-en-360');
  await expect.poll(() => iconAnswers.length).toBeGreaterThan(0);
  expect(iconAnswers.every((status) => status === 200)).toBe(true);
  await code.fill('1234');
  await page.getByRole('button', { name: 'Confirm' }).click();

  await page.waitForURL(/\/payment-succeeded\?/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toBeVisible();
  const receiptNumber = (await page.getByTestId('receipt-number').textContent())?.trim() ?? '';
  expect(receiptNumber).toMatch(/^BR-\d{6}$/);

  // The profile it links to already knows the membership: no reload in between.
  await page.getByRole('link', { name: 'See your membership on your profile' }).click();
  await expect(page.getByTestId('profile-membership')).toContainText('Basic');
  await page.goBack();
  await expect(receipt).toBeVisible();

  await page.getByTestId('payments-history-link').click();
  await page.waitForURL(/\/profile\/info\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.getByTestId('order-entry')).toHaveCount(1);
  await expect(entry(page)).toContainText('Basic membership, monthly');
  await expect(page.getByTestId('order-amount')).toHaveText('KWD 9.000');
  await expect(page.getByTestId('order-coupon')).toHaveText('BADAL10, KWD 1.000 off');
  await expect(entry(page)).toContainText('Paid');
  await expect(entry(page)).toContainText(receiptNumber);
  await expect(entry(page)).toContainText(/BDL-[0-9A-F]{12}/);
  await expect(entry(page)).toContainText('Provider payment ID');
  // The profile menu lists the page, as the current one, in one row on a phone.
  const menu = page.getByRole('navigation', { name: 'Profile' });
  await expect(menu.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
  expect((await menu.boundingBox())!.height).toBeLessThan(80);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await keepScreenshot(page, 'payments-history-en-360');
  await page.setViewportSize(DESKTOP);
  await keepScreenshot(page, 'payments-history-en-1280');

  await page.goto('/ar/profile/info/payments');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'المدفوعات' })).toBeVisible();
  await expect(page.getByTestId('order-coupon')).toHaveText('BADAL10، خصم KWD 1.000');
  await expect(entry(page)).toContainText('تم الدفع');
  await expect(entry(page)).toContainText('رقم الإيصال');
  await expect(entry(page)).toContainText(receiptNumber);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await keepScreenshot(page, 'payments-history-ar-1280');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, 'payments-history-ar-360');
});
