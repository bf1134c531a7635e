import { expect, test } from '@playwright/test';
import { appReady, expectAccessible, expectNoSidewaysScroll, keepViewportScreenshot, signedInAs } from './support';

/**
 * Trust & safety (issue #31) in Arabic, three people in browsers of their own: a buyer (the
 * `member` role) reports one of `demo`'s ads as a scam; the operator finds it in the console's
 * queue and hides it with a reason; the ad's page is gone for the buyer, `demo` reads the reason in
 * My ads, and the buyer is told the report was acted on. The operator restores the ad at the end,
 * so the seeded catalogue is as it was.
 */

interface MyAd {
  id: number;
  slug: string;
  name: string;
  status: string;
  categories: { slug: string }[];
  moderation: { state: string };
}

test('a scam reported, hidden by the operator with a reason, the seller and the reporter told (ar)', async ({
  browser,
}) => {
  const buyer = await signedInAs(browser, 'member', { locale: 'ar' });
  const operator = await signedInAs(browser, 'operator', { locale: 'ar' });
  const seller = await signedInAs(browser, 'demo', { locale: 'ar' });
  const mine = (await (await seller.context.request.get('/api/products/mine?perPage=60')).json()) as { data: MyAd[] };
  const ad = mine.data.find((p) => p.status === 'published' && p.moderation.state === 'visible');
  if (!ad) throw new Error('demo has no listed ad');
  const reason = `صور مأخوذة من إعلان آخر ${Date.now().toString(36)}`;

  try {
    // The buyer reports the ad as a scam and is thanked.
    const adPath = `/ar/categories/${ad.categories[0]?.slug}/products/${ad.slug}`;
    await buyer.page.goto(adPath);
    await appReady(buyer.page);
    await buyer.page.getByTestId('report').click();
    const dialog = buyer.page.getByRole('dialog', { name: 'إبلاغ' });
    await dialog.getByLabel('احتيال أو نصب').check();
    await expectAccessible(buyer.page);
    await dialog.getByTestId('send-report').click();
    await expect(buyer.page.getByTestId('snackbar')).toContainText('شكرًا لك');

    // The operator reaches the console from the menu, finds it in the queue and hides it with a reason.
    await operator.page.goto('/ar');
    await appReady(operator.page);
    await operator.page.getByTestId('user-menu').click();
    await operator.page.getByRole('link', { name: 'لوحة المشرف' }).click();
    const group = operator.page.getByTestId('report-group').filter({ hasText: ad.name });
    await expect(group).toContainText('احتيال أو نصب');
    await expectAccessible(operator.page);
    await keepViewportScreenshot(operator.page, 'operator-console-queue-ar');
    // The queue on a phone: nothing sticks out sideways.
    await operator.page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(operator.page);
    await keepViewportScreenshot(operator.page, 'operator-console-queue-ar-360');
    await expect(group.getByTestId('moderation-action')).toHaveValue('hide_ad');
    await group.getByTestId('moderation-reason').fill(reason);
    await group.getByTestId('moderation-submit').click();
    await expect(operator.page.getByTestId('snackbar')).toHaveText('تم. الإجراء مسجل في سجل الإجراءات.');
    await expect(group).toHaveCount(0);

    // The ad's page is gone for others.
    await buyer.page.goto(adPath);
    await expect(buyer.page.getByTestId('not-found')).toBeVisible();

    // The seller reads why in My ads.
    await seller.page.goto('/ar/profile/info/ads');
    await appReady(seller.page);
    const note = seller.page.getByTestId('my-ad').filter({ hasText: ad.name }).getByTestId('ad-moderation');
    await expect(note).toContainText('أزاله فريق بدل');
    await expect(note).toContainText(reason);
    await keepViewportScreenshot(seller.page, 'my-ads-hidden-ar');

    // The buyer is told the report was acted on, without details.
    await buyer.page.getByTestId('notifications-bell').click();
    await expect(
      buyer.page.getByTestId('notification-item').filter({ hasText: 'راجعنا ما أبلغت عنه واتخذنا إجراءً.' }).first(),
    ).toBeVisible();
  } finally {
    const restored = await operator.context.request.post('/api/moderation/actions', {
      data: { targetType: 'ad', targetId: ad.id, action: 'restore_ad', reason: 'اختبار' },
    });
    expect([200, 409]).toContain(restored.status());
    for (const person of [buyer, operator, seller]) await person.context.close();
  }
});
