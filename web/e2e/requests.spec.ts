/**
 * A barter between two people, live, in Arabic: `demo` (A) offers one of its products for one of
 * `seller`'s (B); B's bell counts it without a reload, B opens it from the notification and
 * accepts; A sees 'accepted' without a reload and opens the chat from the request.
 */
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { askedAds, type SellerAd, sellerAds } from './seller-ads';
import { appReady, expectAccessible, expectNoSidewaysScroll, signedInAs } from './support';

type Card = SellerAd;

/** The seeded `demo` (A) and `seller` (B), each in a browser of their own reading Arabic. */
const signIn = (browser: Browser, role: 'demo' | 'seller') => signedInAs(browser, role, { locale: 'ar' });

/** One of B's products that takes barter, that A can offer for, and that A has not asked about yet. */
const freshTarget = async (a: APIRequestContext, sellerUserId: number): Promise<Card> => {
  const [listed, asked] = await Promise.all([sellerAds(a, sellerUserId), askedAds(a, sellerUserId)]);
  for (const product of listed) {
    // Barter-only ads: the deal walk, running beside this one, takes ads for sale.
    if (product.sellType !== 'barter' || asked.has(product.id)) continue;
    const offerable = (await (await a.get(`/api/barter/products/${product.id}`)).json()) as unknown[];
    if (offerable.length > 0) return product;
  }
  throw new Error('no product of the seller left to offer a barter for');
};

test('a barter offered, counted live, accepted from the notification, seen accepted (ar)', async ({ browser }) => {
  const a = await signIn(browser, 'demo');
  const b = await signIn(browser, 'seller');
  const target = await freshTarget(a.context.request, b.userId);

  await b.page.goto('/ar');
  await appReady(b.page);
  const bell = b.page.getByTestId('notifications-bell');
  const before = (await bell.getAttribute('aria-label')) ?? '';

  await a.page.goto(`/ar/categories/${target.categories[0]!.slug}/products/${target.slug}`);
  await appReady(a.page);
  await a.page.getByTestId('offer-barter').click();
  const dialog = a.page.getByRole('dialog');
  await dialog.getByTestId('offer-choice').first().click();
  await expectAccessible(a.page);
  await dialog.getByRole('button', { name: 'أرسل العرض' }).click();
  await expect(a.page.getByTestId('barter-sent')).toContainText('قيد الانتظار');

  // A waits on its requests with B, to see B's answer arrive.
  await a.page.goto(`/ar/profile/info/requests/${b.userId}`);
  await appReady(a.page);
  const mine = a.page.getByTestId('request-card').filter({ has: a.page.getByRole('link', { name: /./ }) });
  await expect(mine.first()).toBeVisible();

  // B: the bell counts it without a reload; the notification opens the requests with A.
  await expect(bell).not.toHaveAttribute('aria-label', before);
  await bell.click();
  await b.page.getByRole('dialog').getByTestId('notification-item').first().click();
  await expect(b.page).toHaveURL(new RegExp(`/ar/profile/info/requests/${a.userId}$`));
  const offer = b.page
    .getByTestId('request-card')
    .filter({ has: b.page.getByText('قيد الانتظار') })
    .first();
  await expect(offer).toBeVisible();
  await expectAccessible(b.page);
  await offer.getByRole('button', { name: 'قبول' }).click();
  await expect(b.page.getByTestId('snackbar')).toHaveText('قبلت الطلب.');

  // A sees it accepted without a reload, and opens the chat from the request.
  await expect(a.page.getByTestId('request-status').filter({ hasText: 'مقبول' }).first()).toBeVisible();
  await a.page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(a.page);
  await a.page.getByRole('link', { name: 'راسله' }).click();
  await expect(a.page).toHaveURL(new RegExp(`/ar/chats/contacts/${b.userId}$`));
  await a.page.goto(`/ar/categories/${target.categories[0]!.slug}/products/${target.slug}`);
  await expect(a.page.getByTestId('barter-sent')).toContainText('مقبول');

  await a.context.close();
  await b.context.close();
});

test('the requests list shows the people and their latest status (en)', async ({ browser }) => {
  const a = await signIn(browser, 'demo');
  await a.page.goto('/en/profile/info/requests');
  await appReady(a.page);
  await expect(a.page.getByTestId('request-partner').first()).toBeVisible();
  await expectAccessible(a.page);
  await a.context.close();
});
