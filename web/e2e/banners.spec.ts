import { blankPng } from '@badal/contracts/conformance';
import { kuwaitDay } from '@badal/contracts/core';
import { expect, test } from '@playwright/test';
import {
  appReady,
  expectAccessible,
  expectNoSidewaysScroll,
  fillSandboxCard,
  keepViewportScreenshot,
  pressPayNow,
  signedInAs,
  signUpAndIn,
} from './support';

/**
 * A banner from booking to the home page, in Arabic, with two people: a member (a new account of
 * its own, so its cart is nobody else's) books a horizontal banner with the seeded coupon and pays
 * with the sandbox card; `operator`, in a browser of their own, approves it on the review page;
 * the home page then shows it.
 */

test('a horizontal banner with a coupon, paid, approved by the operator, shown on the home page (ar)', async ({
  browser,
  page,
}) => {
  const title = `عروض بدل ${Date.now().toString(36)}`;
  await signUpAndIn(page);
  await page.goto('/ar/double-banners/place-banner');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'وضع بانر' })).toBeVisible();

  // A picture of the wrong shape is refused before it is uploaded.
  await page.getByTestId('banner-picture').setInputFiles({
    name: 'square.png',
    mimeType: 'image/png',
    buffer: Buffer.from(blankPng(800, 800)),
  });
  await expect(page.getByText('يرجى التحقق من أبعاد صورة البانر')).toBeVisible();
  await page.getByTestId('banner-picture').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from(blankPng(1225, 250)),
  });
  await expect(page.getByRole('img', { name: 'البانر كما سيظهر' })).toBeVisible();
  await page.getByLabel('عنوان البانر').fill(title);
  await page.getByLabel('يوم البداية').fill(kuwaitDay(new Date()));
  await page.getByLabel('عدد الأيام').fill('3');
  await expect(page.getByTestId('banner-total')).toContainText('KWD 45.000');
  await page.getByTestId('coupon-code').fill('BADAL10');
  await page.getByTestId('coupon-apply').click();
  await expect(page.getByText('القسيمة صالحة.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await keepViewportScreenshot(page, 'place-banner-ar');
  await page.getByTestId('banner-pay').click();

  // The payment page takes the coupon along: 45 KWD less 10 %.
  await page.waitForURL(/\/ar\/payment\?coupon=BADAL10$/);
  await appReady(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByText('KWD 40.500').first()).toBeVisible();
  await fillSandboxCard(page);
  await pressPayNow(page);
  await page.waitForURL(/\/ar\/payment-succeeded\?/);
  await expect(page.getByTestId('banner-in-review')).toBeVisible();
  await page.goto('/ar/profile/info/banners');
  await appReady(page);
  const mine = page.getByTestId('banner-summary').filter({ hasText: title });
  await expect(mine.getByText('مدفوع، قيد المراجعة من فريقنا')).toBeVisible();

  // The operator, in a browser of their own, approves it.
  const operator = await signedInAs(browser, 'operator');
  await operator.page.goto('/ar/operator/banners');
  await appReady(operator.page);
  const queued = operator.page.getByTestId('banner-summary').filter({ hasText: title });
  await expect(queued).toBeVisible();
  await expectAccessible(operator.page);
  await keepViewportScreenshot(operator.page, 'operator-banners-ar');
  await queued.getByTestId('approve-banner').click();
  await expect(operator.page.getByText('تمت الموافقة على البانر.')).toBeVisible();
  await operator.context.close();

  // Published from today: the home page shows it once its short cache has turned over.
  await expect(async () => {
    await page.goto('/ar');
    await expect(page.getByRole('img', { name: title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000, 5_000] });
  await page.goto('/ar/profile/info/banners');
  await expect(
    page.getByTestId('banner-summary').filter({ hasText: title }).locator('[data-status="published"]'),
  ).toBeVisible();
});

/**
 * A banner rejected after payment gives the money back: a member (booking through the API, the
 * page is the test above) pays with the sandbox card; `operator` rejects it in the console with a
 * reason; the member's payments history says it was refunded once the sandbox has executed the
 * refund (it does so by itself after a few seconds) — the reason in Arabic.
 */
test('a banner rejected after payment is refunded, and the payments history says so (ar)', async ({
  browser,
  page,
}) => {
  const title = `بانر مرفوض ${Date.now().toString(36)}`;
  await signUpAndIn(page);
  const booked = await page.request.post('/api/banners', {
    headers: { 'accept-language': 'ar' },
    multipart: {
      type: '5',
      typeName: 'horizontal-banners',
      title,
      summary: 'عروض الأسبوع',
      date: kuwaitDay(new Date()),
      days: '2',
      email: 'shop@example.com',
      phone: '51234567',
      'images[]': { name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from(blankPng(1225, 250)) },
    },
  });
  expect(booked.status()).toBe(200);
  await page.goto('/ar/payment');
  await appReady(page);
  await fillSandboxCard(page);
  await pressPayNow(page);
  await page.waitForURL(/\/ar\/payment-succeeded\?/);

  const operator = await signedInAs(browser, 'operator');
  await operator.page.goto('/ar/operator?tab=banners');
  await appReady(operator.page);
  const queued = operator.page.getByTestId('banner-summary').filter({ hasText: title });
  await queued.getByLabel('السبب، إن رفضته').fill('الصورة غير واضحة');
  await queued.getByTestId('reject-banner').click();
  await expect(operator.page.getByText('تم رفض البانر.')).toBeVisible();
  await operator.context.close();

  await expect(async () => {
    await page.goto('/ar/profile/info/payments');
    await expect(page.getByTestId('order-refund').first()).toHaveAttribute('data-state', 'done', { timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [2_000] });
  const refund = page.getByTestId('order-refund').first();
  await expect(refund).toContainText('إليك');
  await expect(refund).toContainText('لم تتم الموافقة على البانر الخاص بك');
  await keepViewportScreenshot(page, 'payments-refunded-ar');
});
