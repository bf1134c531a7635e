/**
 * The catalogue in a browser, in English and Arabic, against the real stack and its seeded data:
 * home → category → filters of three types → product → seller → back with the filters intact;
 * search from the top bar's dialog; a missing product is a 404. Each page must pass the axe checks;
 * the journey's pages leave a screenshot (artifacts/screenshots/<page>-<locale>.png). Pages that
 * are only looked at (all categories, the about pages) are the every-screen sweep's, in both
 * languages and widths, and their content the component tests' (about-page.test.tsx).
 */
import { expect, type Page, test } from '@playwright/test';
import { appReady, expectAccessible, expectNoSidewaysScroll, keepScreenshot } from './support';

const words = {
  en: { vehicles: 'Vehicles', cars: 'Cars', automatic: 'Automatic', to: 'Mileage: to', notFound: '404 Not Found' },
  ar: {
    vehicles: 'مركبات',
    cars: 'سيارات',
    automatic: 'أوتوماتيك',
    to: 'المسافة المقطوعة: إلى',
    notFound: '404 الصفحة غير موجودة',
  },
} as const;

/** Toyota (a choice), automatic (an option), mileage up to 150,000 km (a range): a few cars of the seed. */
const FILTERED = 'subCategory=cars&attr.1=toyota&attr.3=-150000&attr.5=automatic';

/** The filter controls show the URL's filters; returns the result count line once results are there. */
const expectFilters = async (page: Page, locale: 'en' | 'ar'): Promise<string> => {
  await expect(page.getByTestId('filter-1').getByRole('combobox')).toHaveValue('toyota');
  await expect(page.getByTestId('filter-5').getByRole('checkbox', { name: words[locale].automatic })).toBeChecked();
  await expect(page.getByTestId('filter-3').getByRole('spinbutton', { name: words[locale].to })).toHaveValue('150000');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // The results of these filters, not the previous ones still on screen while they load.
  await expect(page.locator('.category-results')).not.toHaveAttribute('aria-busy', 'true');
  return (await page.getByTestId('result-count').textContent()) ?? '';
};

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];

  test.describe(`catalogue in ${locale}`, () => {
    test('home → category → three filters → product → seller → back with the filters intact', async ({ page }) => {
      await page.goto(`/${locale}`);
      await appReady(page);
      await expect(page.getByTestId('banners-double').getByRole('img').first()).toBeVisible();
      await expect(page.getByTestId('popular-categories').getByTestId('product-card').first()).toBeVisible();

      await page.getByTestId('category-chips').getByRole('link', { name: w.vehicles, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/categories/vehicles$`));
      await expect(page.getByRole('heading', { level: 1, name: w.vehicles })).toBeVisible();
      await page.locator('.sub-category-chips').getByRole('link', { name: w.cars, exact: true }).click();
      await expect(page).toHaveURL(/\?subCategory=cars$/);

      await expect(page.getByTestId('product-card').first()).toBeVisible();
      const unfiltered = (await page.getByTestId('result-count').textContent()) ?? '';
      await page.getByTestId('filter-1').getByRole('combobox').selectOption('toyota');
      await page.getByTestId('filter-5').getByRole('checkbox', { name: w.automatic }).check();
      const to = page.getByTestId('filter-3').getByRole('spinbutton', { name: w.to });
      await to.fill('150000');
      await to.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/categories/vehicles\\?${FILTERED.replaceAll('.', '\\.')}$`));
      // Fewer results than the whole sub-category (the previous page stays on screen until they arrive).
      await expect(page.getByTestId('result-count')).not.toHaveText(unfiltered);
      const count = await expectFilters(page, locale);
      await keepScreenshot(page, `category-${locale}`);
      await expectAccessible(page);

      const first = page.getByTestId('product-card').first();
      const name = (await first.getByRole('heading').textContent()) ?? '';
      await first.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/categories/vehicles/products/`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByTestId('product-price')).toContainText('KWD');
      // A visitor's member actions go to login and come back here.
      const here = new URL(page.url()).pathname;
      await expect(page.getByTestId('favorite-login')).toHaveAttribute(
        'href',
        `/${locale}/login?redirectTo=${encodeURIComponent(here)}`,
      );
      // This machine has no internet: the tiles fail and the address stands in for the map.
      await page.getByTestId('product-address').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('map-unavailable')).toBeVisible({ timeout: 15_000 });
      await keepScreenshot(page, `product-${locale}`);
      await expectAccessible(page);

      await page.getByTestId('seller-card').getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/sellers/\\d+$`));
      await expect(page.getByTestId('seller-profile').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await keepScreenshot(page, `seller-${locale}`);
      await expectAccessible(page);

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`\\?${FILTERED.replaceAll('.', '\\.')}$`));
      await expectFilters(page, locale);
      await expect(page.getByTestId('result-count')).toHaveText(count);
    });

    test('search from the top bar dialog lands on the search page and finds things', async ({ page }) => {
      await page.goto(`/${locale}`);
      await appReady(page);
      await page.getByTestId('search-open').click();
      await page.getByRole('dialog').getByRole('combobox').fill('iphone');
      await page.getByRole('dialog').getByRole('combobox').press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/categories/search\\?text=iphone$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('iphone');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toContainText(/iphone/i);
      await keepScreenshot(page, `search-${locale}`);
      await expectAccessible(page);
    });

    test('a missing product answers 404 with the 404 page', async ({ page }) => {
      const response = await page.goto(`/${locale}/categories/vehicles/products/no-such-product`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.notFound);
    });

    test('phone width (360 px): category and product pages fit, filters fold away', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/${locale}/categories/vehicles?${FILTERED}`);
      await appReady(page);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByTestId('filter-panel')).toBeHidden();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, `category-phone-${locale}`);
      await page.getByTestId('product-card').first().getByRole('link').click();
      await expect(page.getByTestId('product-price')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, `product-phone-${locale}`);
    });
  });
}
