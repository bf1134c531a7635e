import { expect, type Page, test } from '@playwright/test';
import {
  appReady,
  expectAccessible,
  expectNoSidewaysScroll,
  fillSandboxCard,
  keepViewportScreenshot,
  pressPayNow,
  roleState,
} from './support';

/**
 * Promoting an ad in Arabic, as `seller`, paying with the card provider's sandbox: a boost puts
 * the ad first in its category with its 'Featured' badge; a 20 % flash sale shows the sale price
 * with the regular one struck through on the product page.
 */

interface MyAd {
  id: number;
  slug: string;
  price: string | number | null;
  status: string;
  featuredUntil?: string | null;
  sale?: unknown;
  adState?: string;
  categories: { slug: string }[];
}

/**
 * The seller's live (not ended: the seed ends some), published, priced ads that have no boost and
 * no sale running.
 */
const plainAds = async (page: Page): Promise<MyAd[]> => {
  const answer = await page.context().request.get('/api/products/mine?perPage=60');
  const ads = (await answer.json()).data as MyAd[];
  return ads.filter(
    (ad) => ad.status === 'published' && ad.adState === 'live' && ad.price !== null && !ad.featuredUntil && !ad.sale,
  );
};

/** Pays the cart on the payment page with the sandbox's approved card. */
const payByCard = async (page: Page) => {
  await page.waitForURL(/\/ar\/payment$/);
  await appReady(page);
  await fillSandboxCard(page);
  await pressPayNow(page);
  await page.waitForURL(/\/ar\/payment-succeeded\?/);
  await expect(page.getByTestId('receipt')).toBeVisible();
};

test.describe('promotions (ar)', () => {
  test.use({ storageState: roleState('seller') });

  test('boosting an ad with the sandbox card puts it first in its category with its badge', async ({ page }) => {
    const [ad] = await plainAds(page);
    if (!ad) throw new Error('seller has no plain published ad to boost');
    await page.goto(`/ar/profile/info/boost-ad?product=${ad.id}`);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'تمييز الإعلان' })).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveValue(String(ad.id));
    await page.getByTestId('promote-days').selectOption('3');
    await expect(page.getByTestId('promote-price')).toContainText('KWD 3.000');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await keepViewportScreenshot(page, 'boost-ad-ar');
    await page.getByTestId('promote-pay').click();
    await payByCard(page);

    // The category's lists are cached for a few seconds: look again until the boost shows.
    const category = ad.categories[1]?.slug ?? ad.categories[0]?.slug;
    await expect(async () => {
      await page.goto(`/ar/categories/${category}`);
      const first = page.getByTestId('product-card').first();
      await expect(first.getByRole('link')).toHaveAttribute('href', new RegExp(`/products/${ad.slug}$`));
      await expect(first.getByTestId('featured-badge')).toHaveText('مميز');
    }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
    await appReady(page);
    await expectAccessible(page);
  });

  test('a 20 % flash sale shows its price and the struck-through regular price on the product page', async ({
    page,
  }) => {
    const [ad] = await plainAds(page);
    if (!ad) throw new Error('seller has no plain published ad for a sale');
    await page.goto(`/ar/profile/info/flash-sales?product=${ad.id}`);
    await appReady(page);
    // A percentage outside 1–99 is refused in the page, before anything is put in the cart.
    await page.getByTestId('promote-percent').fill('120');
    await page.getByTestId('promote-pay').click();
    await expect(page.getByRole('alert')).toContainText('يخفض العرض السريع السعر بنسبة من 1 إلى 99 بالمئة.');
    await page.getByTestId('promote-percent').fill('20');
    await page.getByTestId('promote-days').selectOption('3');
    await expect(page.getByTestId('promote-price')).toContainText('KWD 6.000');
    await page.getByTestId('promote-pay').click();
    await payByCard(page);

    const path = `/ar/categories/${ad.categories[0]?.slug}/products/${ad.slug}`;
    await page.goto(path);
    await appReady(page);
    const price = page.getByTestId('product-price');
    const fils = Math.round(Number(ad.price) * 1000);
    const salePrice = ((fils * 80) / 100 / 1000).toLocaleString('en-US', { minimumFractionDigits: 3 });
    await expect(price.locator('.sale-price-now')).toContainText(`KWD ${salePrice}`);
    // Scoped to the product's own price: the similar ads below may be on sale too.
    await expect(price.getByTestId('price-before-sale')).toBeVisible();
    await expect(price).toContainText('خصم 20٪');
    await expect(price).toContainText('3 أيام متبقية');
    await expectAccessible(page);
    await keepViewportScreenshot(page, 'flash-sale-product-ar');
  });
});
