import { expect, test } from '@playwright/test';
import { appReady } from './support';

test.describe('a visitor', () => {
  test('sees home with the top bar, category chips and footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy, sell and barter in Kuwait');
    await expect(page.getByTestId('login-link')).toBeVisible();
    const chips = page.getByTestId('category-chips');
    await expect(chips.getByRole('link').first()).toHaveText('All');
    expect(await chips.getByRole('link').count()).toBeLessThanOrEqual(12);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Badal`);
    await expect(footer.locator('a[href*="subCategory="]').first()).toBeVisible();
    // Chips tuck away once the page is scrolled past 20 px.
    await page.mouse.wheel(0, 400);
    await expect(chips).toBeHidden();
  });

  test('gets the 404 page with status 404 on an unknown path, in both languages', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
    const arabic = await page.goto('/ar/no/such/page');
    expect(arabic?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 الصفحة غير موجودة');
  });

  test('sees the pictures, whatever address the site is opened at', async ({ page }) => {
    // The suite may open the site at 127.0.0.1 or a LAN address: pictures still come from the
    // site's own /media/, so the page's Content Security Policy lets every one in.
    const refused: string[] = [];
    const failed: string[] = [];
    const loaded: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'image') failed.push(request.url());
    });
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      if (response.ok()) loaded.push(response.url());
      else failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');
    await appReady(page);
    const banner = page.getByTestId('banners-double').getByRole('img').first();
    await expect(banner).toBeVisible();
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    expect(loaded.filter((url) => url.startsWith(`${origin}/media/`)).length).toBeGreaterThan(3);
    expect(failed).toEqual([]);
    expect(refused).toEqual([]);
  });

  test('finds a page behind every link of the top bar and the footer', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    const hrefs = await page
      .locator('header a[href^="/"], [data-testid="category-chips"] a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
  });

  test('searches from the dialog into the search category', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    await page.getByTestId('search-open').click();
    await page.getByRole('dialog').getByRole('combobox').fill('iphone');
    await page.getByRole('dialog').getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/categories\/search\?text=iphone$/);
  });
});
