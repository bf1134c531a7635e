/**
 * A deal that closes (issue #32, D2), in Arabic with three people: `demo` (A) and `member` (C) both
 * ask to buy one of `seller`'s (B) ads; B has accepted A's request (set up through the API: the
 * offer and its acceptance in the chat are the offers spec's). B marks the ad sold from the
 * request; the ad's page says it was sold; C's open request was closed and C is told so; A and B
 * rate each other; B's seller page shows A's rating.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { askedAds, type SellerAd, sellerAds } from './seller-ads';
import { appReady, expectAccessible, expectNoSidewaysScroll, keepViewportScreenshot, signedInAs } from './support';

type Card = SellerAd;

/** One of B's ads for sale that nobody has asked about yet. */
const untouchedAd = async (a: APIRequestContext, sellerUserId: number): Promise<Card> => {
  const [listed, asked] = await Promise.all([sellerAds(a, sellerUserId), askedAds(a, sellerUserId)]);
  // The seller's oldest ad for sale only (no barter) not asked for yet: the offers spec, beside this
  // one, negotiates the newest, and the requests spec barters for barter-only ads.
  const ad = listed.filter((p) => p.sellType === 'sell' && !asked.has(p.id)).at(-1);
  if (!ad) throw new Error('no ad of the seller left to buy');
  return ad;
};

const askToBuy = async (api: APIRequestContext, receiverId: number, ad: Card): Promise<number> => {
  const sent = await api.post('/api/requests', { data: { type: 'sale', receiverId, receiverProductId: ad.id } });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { id: number }).id;
};

/** Stars and a few words in the request card's rating form. */
const rate = async (page: Page, adName: string, stars: number, words: string) => {
  const card = page.getByTestId('request-card').filter({ hasText: adName });
  const form = card.getByTestId('rate-form');
  await form.locator(`input[value="${stars}"]`).check({ force: true });
  await form.getByRole('textbox').fill(words);
  await form.getByRole('button', { name: 'إرسال التقييم' }).click();
  await expect(page.getByTestId('snackbar')).toHaveText('شكرًا على تقييمك.');
  await expect(card.getByTestId('my-rating')).toBeVisible();
};

test('the seller marks it sold, another buyer is told, both rate, the seller page shows it (ar)', async ({
  browser,
}) => {
  const a = await signedInAs(browser, 'demo', { locale: 'ar' });
  const b = await signedInAs(browser, 'seller', { locale: 'ar' });
  const c = await signedInAs(browser, 'member', { locale: 'ar' });
  const ad = await untouchedAd(a.context.request, b.userId);
  const deal = await askToBuy(a.context.request, b.userId, ad);
  await askToBuy(c.context.request, b.userId, ad);
  const accepted = await b.context.request.put(`/api/requests/${deal}/change-status`, { data: { status: 2 } });
  expect(accepted.status()).toBe(200);

  // B marks it sold from the accepted request.
  await b.page.goto(`/ar/profile/info/requests/${a.userId}`);
  await appReady(b.page);
  const card = b.page.getByTestId('request-card').filter({ hasText: ad.name });
  await card.getByTestId('mark-sold').click();
  await expect(b.page.getByTestId('snackbar')).toHaveText('تم تحديد إعلانك كمُباع.');

  // Its page says it was sold.
  await a.page.goto(`/ar/categories/${ad.categories[0]?.slug}/products/${ad.slug}`);
  await appReady(a.page);
  await expect(a.page.getByTestId('ad-state-note')).toContainText('تم بيع هذا المنتج');

  // C's request was closed, and C was told.
  await c.page.goto(`/ar/profile/info/requests/${b.userId}`);
  await appReady(c.page);
  await expect(c.page.getByTestId('request-card').filter({ hasText: ad.name })).toContainText('مغلق');
  await c.page.getByTestId('notifications-bell').click();
  await expect(c.page.getByRole('dialog').getByTestId('notification-item').first()).toContainText('تم إغلاق طلبك');

  // Both rate each other from the request.
  await a.page.goto(`/ar/profile/info/requests/${b.userId}`);
  await appReady(a.page);
  await expectAccessible(a.page);
  await rate(a.page, ad.name, 5, 'بائع ممتاز وسريع');
  await b.page.reload();
  await appReady(b.page);
  await rate(b.page, ad.name, 4, 'مشترٍ ملتزم');

  // B's seller page shows A's rating, as a seller.
  await a.page.goto(`/ar/sellers/${b.userId}`);
  await appReady(a.page);
  const summary = a.page.getByTestId('rating-summary');
  await expect(summary).toContainText('بائع ممتاز وسريع');
  await expect(summary.getByTestId('rating-line').first()).toBeVisible();
  await expectAccessible(a.page);
  await keepViewportScreenshot(a.page, 'seller-ratings-ar');
  await a.page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(a.page);
  await keepViewportScreenshot(a.page, 'seller-ratings-ar-360');
});
