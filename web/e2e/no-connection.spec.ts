/**
 * Spec §8 "No connection" in the browser (`context.setOffline`): calls that fail because the
 * network is gone say 'check your connection' once, and the app recovers by itself when the
 * network is back — SWR asks again, the realtime connection reconnects.
 */
import { expect, test } from '@playwright/test';
import { appReady, keepViewportScreenshot, roleUser, signedInAs } from './support';

const CHECK_CONNECTION = { en: 'Check your connection', ar: 'تحقق من اتصالك' } as const;

for (const locale of ['en', 'ar'] as const) {
  test(`a search changed offline says check your connection once and loads when online again (${locale})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/${locale}/categories/search?text=a`);
    await appReady(page);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();

    await context.setOffline(true);
    // A new sort asks for the results and the price bound again: both fail, one message.
    await page.locator('.sort-select select').selectOption('priceAsc');
    const snackbar = page.getByTestId('snackbar');
    await expect(snackbar).toHaveText(CHECK_CONNECTION[locale]);
    await expect(page.getByRole('alert').filter({ hasText: CHECK_CONNECTION[locale] })).toHaveCount(1);
    await keepViewportScreenshot(page, `no-connection-${locale}-360`);

    const search = page.waitForResponse((r) => r.url().includes('/api/v2/search/products?') && r.ok());
    await context.setOffline(false);
    await search;
    await expect(snackbar).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
    await expect(page).toHaveURL(/sort=priceAsc/);
  });
}

test('the chat says the connection is lost while offline and reconnects by itself', async ({ browser }) => {
  const { context, page } = await signedInAs(browser, 'member', { locale: 'ar' });
  const seller = roleUser('seller');
  await page.goto(`/ar/chats/contacts/${seller.userId}`);
  await appReady(page);
  await expect(page.getByTestId('chat-conversation')).toBeVisible();
  const status = page.getByTestId('chat-conversation').getByText('انقطع الاتصال. جارٍ إعادة الاتصال…');

  await context.setOffline(true);
  await expect(status).toBeVisible();
  await context.setOffline(false);
  await expect(status).toHaveCount(0);
  await context.close();
});
