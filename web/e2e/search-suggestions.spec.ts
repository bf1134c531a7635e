/**
 * Suggestions as you type, in Arabic, in a browser against the real stack: `سامسونغ` (the other
 * common spelling of سامسونج) typed in the top bar's search dialog offers Samsung; picking it with
 * the keyboard opens the search results, which hold Samsung ads written in Arabic and in English.
 * The dialog and the results leave screenshots at 360 px and 1280 px, in Arabic and English.
 */
import { expect, type Page, test } from '@playwright/test';
import { appReady, expectAccessible, expectNoSidewaysScroll, keepViewportScreenshot } from './support';

const openDialogAndType = async (page: Page, locale: 'ar' | 'en', text: string) => {
  await page.goto(`/${locale}`);
  await appReady(page);
  await page.getByTestId('search-open').click();
  const box = page.getByRole('dialog').getByRole('combobox');
  await box.pressSequentially(text);
  return box;
};

test.describe('search suggestions', () => {
  test('سامسونغ in Arabic offers Samsung; picking it finds Samsung ads in Arabic and in English', async ({ page }) => {
    const box = await openDialogAndType(page, 'ar', 'سامسونغ');
    const list = page.getByRole('listbox');
    const samsung = list.getByRole('option', { name: 'سامسونج' }).first();
    await expect(samsung).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('group', { name: 'الماركات' })).toBeVisible();
    await keepViewportScreenshot(page, 'search-suggestions-ar');
    await expectAccessible(page);

    // The keyboard moves to the brand (the focus stays in the box) and Enter picks it.
    const id = await samsung.getAttribute('id');
    for (let i = 0; i < 8 && (await box.getAttribute('aria-activedescendant')) !== id; i++) {
      await box.press('ArrowDown');
    }
    await expect(box).toHaveAttribute('aria-activedescendant', id as string);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ar\/categories\/(search|[a-z-]+)\?text=/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const cards = page.getByTestId('product-card');
    await expect(cards.filter({ hasText: 'سامسونج' }).first()).toBeVisible();
    // The same phones and screens listed in English (the bilingual search finds them too).
    await expect(cards.filter({ hasText: /Samsung/ }).first()).toBeVisible();
  });

  // One dialog per language, looked at on a phone and then, resized, on a desktop.
  for (const locale of ['ar', 'en'] as const) {
    test(`the suggestions at 360 px and 1280 px in ${locale}`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await openDialogAndType(page, locale, locale === 'ar' ? 'سي' : 'sa');
      for (const [width, height] of [
        [360, 740],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
        await expectNoSidewaysScroll(page);
        await keepViewportScreenshot(page, `search-suggestions-${locale}-${width}`);
      }
    });
  }

  test('the search page box suggests too: a category picked opens its page (360 px, Arabic)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/ar/categories/search?text=x');
    await appReady(page);
    const box = page.getByRole('combobox', { name: 'ابحث في المنتجات' });
    await box.fill('');
    await box.pressSequentially('سيار');
    const cars = page.getByRole('listbox').getByRole('option', { name: 'سيارات', exact: true });
    await expect(cars).toBeVisible();
    await expectNoSidewaysScroll(page);
    await keepViewportScreenshot(page, 'search-suggestions-page-ar-360');
    await cars.click();
    await expect(page).toHaveURL(/\/ar\/categories\/cars$/);
  });
});
