/**
 * The first seconds of a visit, as a person on a slow phone lives them: a tap before the app has
 * started is never lost, results are not greyed out after a load, a signed-in page is never
 * swapped for a spinner, and Arabic product details read Arabic.
 */
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { appReady, roleState } from './support';

const PHONE = { width: 360, height: 740 };

/** A mid-range phone: four times slower than this machine. */
const slowPhone = async (page: Page): Promise<CDPSession> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
};

test.describe('the first view', () => {
  test.use({ viewport: PHONE });

  test('a tap on search right after the page appears leads to a search', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/', { waitUntil: 'commit' });
    // The tap comes as soon as a person could make it: when the control is on screen.
    const search = page.getByTestId('search-open');
    await expect(search).toBeVisible();
    await search.click({ noWaitAfter: true });
    // Either the dialog opened (the app had started) or the link led to the search page: never nothing.
    await expect(
      page
        .getByRole('dialog')
        .or(page.getByRole('combobox', { name: 'Search products' }))
        .first(),
    ).toBeVisible({ timeout: 10_000 });
  });

  test('the search page searches before the app has started: its box is a real form', async ({ page }) => {
    await page.route('**/boot.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto('/categories/search');
    await page.getByRole('combobox', { name: 'Search products' }).fill('iphone');
    await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/categories\/search\?text=iphone$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('iphone');
  });

  test('the app starts without waiting for pictures off screen', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    const marks = await page.evaluate(() => performance.getEntriesByName('badal:app-started').length);
    expect(marks).toBe(1);
  });

  test('results are at full strength after a direct load and a reload', async ({ page }) => {
    await page.goto('/categories/search?text=a');
    await appReady(page);
    const results = page.locator('.category-results');
    await expect(results).not.toHaveAttribute('aria-busy', /.*/);
    await page.reload();
    await appReady(page);
    await expect(results).not.toHaveAttribute('aria-busy', /.*/);
    const opacity = await page
      .locator('.product-grid')
      .first()
      .evaluate((el) => getComputedStyle(el).opacity);
    expect(opacity).toBe('1');
  });
});

test.describe('a member on a phone', () => {
  test.use({ viewport: PHONE, storageState: roleState('member') });

  test('a signed-in reload keeps the drawn page on screen: no spinner in between', async ({ page }) => {
    for (const path of ['/', '/categories/search?text=a', '/ar']) {
      await page.goto(path);
      await appReady(page);
      const phone = await slowPhone(page);
      // Watch for the page loader from the first byte of the reloaded page.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('.page-loader')) document.documentElement.dataset.sawLoader = '1';
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      await appReady(page);
      // Settled as the member sees it: their own top bar, nothing busy loading.
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.dataset.sawLoader ?? null), path).toBeNull();
      // Only the reload is on the slow phone; the next page opens at this machine's speed.
      await phone.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });

  test('a tap on the bell before the app has started opens the notifications', async ({ page }) => {
    // Hold the app's code back, tap, then let it come.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The held code keeps the load event back: the page is there once its markup is.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // The start-up script (async) keeps taps from the moment it has run.
    await page.waitForFunction(() => typeof window.__badalStopEarlyTaps === 'function');
    await page.getByTestId('notifications-bell').click({ noWaitAfter: true });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
    release();
    await appReady(page);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('an Arabic product page names its details in Arabic, units after their numbers', async ({ page }) => {
  await page.goto('/ar/categories/search?text=iphone');
  await appReady(page);
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await appReady(page);
  const details = page.getByTestId('product-attributes');
  await expect(details).toBeVisible();
  // The names come from the category's filters, which may arrive just after the product: as the
  // reader sees the page once it has them.
  await expect(async () => {
    const names = await details.locator('dt').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name, name).toMatch(/[\u0600-\u06FF]/);
  }).toPass({ timeout: 10_000 });
});
