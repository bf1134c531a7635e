/**
 * Public pages arrive rendered: with scripts off a reader (or a crawler) sees the page itself, and
 * with scripts on the app takes the page over without a hydration error or a second round of data
 * requests, and navigates as usual afterwards.
 */
import { expect, type Page, test } from '@playwright/test';
import { appReady, roleState } from './support';

/** Requests for data (not pages, scripts or pictures) a page makes. */
const watchDataRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(api|bff)\//.test(pathname)) seen.push(pathname);
  });
  return seen;
};

/** Console errors and uncaught exceptions (a hydration mismatch shows up as one of these). */
const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a category and a product are on the page, styled, in both languages', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy, sell and barter in Kuwait' })).toBeVisible();
    await expect(page.getByTestId('popular-categories').getByTestId('product-card').first()).toBeVisible();
    // The styles came with the page: the accent button has its colour, not the browser's grey.
    const background = await page
      .locator('.home-hero .btn-accent')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');

    await page.goto('/ar/categories/vehicles');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'مركبات' })).toBeVisible();
    const card = page.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    const productName = (await card.locator('h3').textContent()) ?? '';

    await card.locator('a').click();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(page.getByTestId('product-price')).toContainText('KWD');
  });
});

test.describe('with scripts', () => {
  // One load of each page shows all of it. Preact reports no mismatch: it quietly draws a part
  // again. What the server drew must stay: no element of it is removed while the app takes the
  // page over, and the footer (whose code comes after the take-over) is the same element after as
  // before. The data came with the page: the app asks for none of it again.
  for (const path of ['/en', '/ar', '/ar/categories/vehicles']) {
    test(`${path} is taken over keeping the server's markup, without errors or repeated data requests`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const dataRequests = watchDataRequests(page);
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { removedBeforeReady: string[] }).removedBeforeReady = removed;
        new MutationObserver((records) => {
          if (document.documentElement.hasAttribute('data-app-ready')) return;
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element && record.target instanceof Element && record.target.closest('#root'))
                removed.push(`${node.tagName.toLowerCase()}.${node.className}`);
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await page.evaluate(() => {
        (window as unknown as { serverFooter: Element | null }).serverFooter = document.querySelector('footer');
      });
      await appReady(page);
      await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { removedBeforeReady: string[] }).removedBeforeReady),
      ).toEqual([]);
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { serverFooter: Element | null }).serverFooter === document.querySelector('footer'),
        ),
      ).toBe(true);
      await expect(page.locator('footer')).toBeVisible();
      expect(dataRequests).toEqual([]);
      expect(errors).toEqual([]);
      if (path !== '/en') return;

      // Then the app navigates in the browser: a page load would drop this marker.
      const card = page.getByTestId('popular-categories').getByTestId('product-card').first();
      const productName = (await card.locator('h3').textContent()) ?? '';
      await page.evaluate(() => {
        (window as unknown as { stayedInApp: boolean }).stayedInApp = true;
      });
      await card.locator('a').click();
      await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('signed in', () => {
  test.use({ storageState: roleState('demo') });

  // The menu's code arrives after the page's: its ids must still be the ones the server drew, or
  // the button would name a list that the menu, opened, calls otherwise (src/lib/use-id.ts).
  test("the menu and the filters keep the server's ids once taken over", async ({ page }) => {
    await page.goto('/ar/categories/vehicles');
    await appReady(page);
    await page.waitForLoadState('networkidle');
    const menuButton = page.getByTestId('user-menu');
    const controls = await menuButton.getAttribute('aria-controls');
    const panelControls = await page.locator('[aria-controls]').nth(1).getAttribute('aria-controls');
    await menuButton.click();
    await expect(page.locator('.user-menu-list')).toHaveAttribute('id', controls ?? '');
    expect(panelControls).not.toBe(controls);
    await expect(page.locator(`[id="${panelControls}"]`)).toHaveCount(1);
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
    expect(ids.length).toBe(new Set(ids).size);
  });
});
