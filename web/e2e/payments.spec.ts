import { expect, type Page, test } from '@playwright/test';
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
 * Buying a membership in Arabic through the card provider's sandbox (its test cards are in README):
 * 3-D Secure, a declined card, KNET cancelled and approved. Each buyer is a new account, so the
 * memberships of one test do not meet another's.
 */

const CARDS = { approve: '5123450000000008', decline: '4000000000000002', threeDSecure: '4000000000003220' };

const choosePlan = async (page: Page, plan: string, period: 'شهري' | 'سنوي' = 'شهري') => {
  await page.goto('/ar/memberships');
  await appReady(page);
  await page.getByRole('button', { name: period, exact: true }).click();
  const card = page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name: plan }) });
  await card.getByRole('button', { name: 'اختيار' }).click();
  await page.waitForURL(/\/ar\/payment$/);
  await appReady(page);
};

const payButton = (page: Page) => page.getByRole('button', { name: 'ادفع الآن' });

test.describe('payments (ar)', () => {
  test('a membership through 3-D Secure; the profile and the next sign-in show it', async ({ page }) => {
    const user = await signUpAndIn(page);
    await choosePlan(page, 'احترافية');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await fillSandboxCard(page, CARDS.threeDSecure);
    await pressPayNow(page);

    // The provider's 3-D Secure page, on the provider's origin.
    await page.getByLabel('الرمز المؤقت').fill('1234');
    await page.getByRole('button', { name: 'تأكيد' }).click();

    await page.waitForURL(/\/ar\/payment-succeeded\?.*type=membership/);
    await expect(page.getByTestId('receipt')).toBeVisible();
    await expect(page.getByTestId('receipt-number')).not.toBeEmpty();
    await expectAccessible(page);

    // Coming back to the same return address again settles nothing twice: still one paid order.
    await page.reload();
    await expect(page.getByTestId('receipt')).toBeVisible();
    const orders = await page.context().request.get('/api/orders');
    const paid = (await orders.json()).data.filter((o: { status: string }) => o.status === 'paid');
    expect(paid).toHaveLength(1);

    await page.goto('/ar/profile/info');
    await expect(page.getByTestId('profile-membership')).toContainText('احترافية');
    // The next sign-in carries the membership.
    const api = page.context().request;
    expect((await api.delete('/bff/session')).ok()).toBe(true);
    const login = await api.post('/bff/session', { data: { userName: user.userName, password: user.password } });
    expect(login.ok(), await login.text()).toBe(true);
    expect((await (await api.get('/bff/session')).json()).session.checkMembership).toBe(true);

    await page.goto('/ar/memberships');
    await expect(page.getByTestId('current-plan')).toBeVisible();
  });

  test('a coupon: an expired one says why, BADAL10 takes 10 % off what the card pays', async ({ page }) => {
    await signUpAndIn(page);
    await choosePlan(page, 'أساسية');
    const code = page.getByTestId('coupon-code');
    await code.fill('EID2025');
    await page.getByTestId('coupon-apply').click();
    await expect(page.getByTestId('coupon-status')).toHaveText('انتهت صلاحية هذه القسيمة.');
    await code.fill('badal10');
    await page.getByTestId('coupon-apply').click();
    await expect(page.getByTestId('coupon-status')).toContainText('خصم 10٪');
    // The server priced the new session with the coupon; its card form is drawn again.
    await expect(page.getByTestId('payment-discount')).toContainText('KWD 9.000');
    await expect(payButton(page)).toBeEnabled();
    await expectAccessible(page);
    await fillSandboxCard(page, CARDS.approve);
    await pressPayNow(page);
    await page.waitForURL(/\/ar\/payment-succeeded\?/);
    await expect(page.getByTestId('receipt')).toContainText('KWD 9.000');
    await expect(page.getByTestId('receipt-discount')).toContainText('KWD 1.000');
  });

  test('a declined card shows the message with the reason, charges nothing and keeps the cart', async ({ page }) => {
    // On a phone, where 'Pay now' is far below the top of the page.
    await page.setViewportSize({ width: 360, height: 800 });
    await signUpAndIn(page);
    await choosePlan(page, 'أساسية');
    await fillSandboxCard(page, CARDS.decline);
    await pressPayNow(page);
    await page.waitForURL(/\/ar\/payment\?/);
    const problem = page.getByTestId('payment-problem');
    await expect(problem).toContainText('فشل الدفع، يرجى التحقق من البيانات التي أدخلتها');
    // The provider's reason, where the eye is: announced, focused, on screen above the cart.
    await expect(problem).toContainText('مرفوضة: الرصيد غير كافٍ');
    await expect(problem).toHaveAttribute('role', 'alert');
    await expect(problem).toBeFocused();
    await expect(problem).toBeInViewport();
    const [alertBox, cartBox] = await Promise.all([
      problem.boundingBox(),
      page.getByRole('heading', { name: 'سلة المشتريات' }).boundingBox(),
    ]);
    expect(alertBox!.y).toBeLessThan(cartBox!.y);
    await keepViewportScreenshot(page, 'payment-declined-ar-360');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const orders = await page.context().request.get('/api/orders');
    expect((await orders.json()).data.every((o: { status: string }) => o.status !== 'paid')).toBe(true);

    // The same cart, paid again with a good card, goes through.
    await fillSandboxCard(page, CARDS.approve);
    await pressPayNow(page);
    await page.waitForURL(/\/ar\/payment-succeeded\?/);
    await expect(page.getByTestId('receipt')).toBeVisible();
  });

  test('KNET: cancelled keeps the cart, approved pays', async ({ page }) => {
    await signUpAndIn(page);
    await choosePlan(page, 'مميزة', 'سنوي');
    await page.getByRole('radio', { name: /KNET|كي نت/ }).check();
    await pressPayNow(page);
    await page.getByRole('button', { name: 'إلغاء الدفع' }).click();
    await page.waitForURL(/\/ar\/payment\?/);
    await expect(page.getByTestId('payment-problem')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    await page.getByRole('radio', { name: /KNET|كي نت/ }).check();
    await pressPayNow(page);
    await page.getByRole('button', { name: 'الموافقة على الدفع' }).click();
    await page.waitForURL(/\/ar\/payment-succeeded\?/);
    await expect(page.getByTestId('receipt')).toBeVisible();
  });

  test('removing the last line empties the cart', async ({ page }) => {
    await signUpAndIn(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await choosePlan(page, 'أساسية');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'إزالة' }).click();
    await expect(page.getByText('سلة المشتريات فارغة.')).toBeVisible();
  });
});
