/**
 * Search over both languages in a browser, in English and Arabic, at phone and desktop widths:
 * an Arabic word finds English-titled ads too; a misspelt word that finds nothing offers
 * 'Did you mean …', whose link searches the suggestion; an operator adds a concept to the search
 * dictionary in the console's 'Search words' tab and removes it. Screenshots go to
 * artifacts/screenshots/.
 */
import { expect, test } from '@playwright/test';
import {
  appReady,
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  keepViewportScreenshot,
  signedInAs,
} from './support';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
const words = {
  en: { didYouMean: 'Did you mean', searchWords: 'Search words', nameEn: 'Name in English', nameAr: 'Name in Arabic' },
  ar: { didYouMean: 'هل تقصد', searchWords: 'كلمات البحث', nameEn: 'الاسم بالإنجليزية', nameAr: 'الاسم بالعربية' },
} as const;

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];
  // Arabic on a phone and English on a desktop (the search page at both widths in both languages
  // is the every-screen sweep's).
  const [size, viewport] = locale === 'ar' ? (['phone', PHONE] as const) : (['desktop', DESKTOP] as const);
  test(`search in both languages and 'did you mean' (${locale}, ${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/${locale}/categories/search?text=${encodeURIComponent('ايفون')}`);
    await appReady(page);
    const names = page.getByTestId('product-card');
    await expect(names.first()).toBeVisible();
    const text = (await page.locator('.category-results').textContent()) ?? '';
    expect(text).toMatch(/iPhone/);
    expect(text).toMatch(/آيفون/);
    await expectNoSidewaysScroll(page);

    await page.goto(`/${locale}/categories/search?text=xiaomee`);
    await appReady(page);
    const suggestion = page.locator('.did-you-mean');
    await expect(suggestion).toContainText(w.didYouMean);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await keepScreenshot(page, `search-did-you-mean-${locale}-${size}`);
    await suggestion.getByRole('link', { name: 'xiaomi' }).click();
    await expect(page).toHaveURL(/text=xiaomi/);
    await expect(names.first()).toBeVisible();
    await expect(page.locator('.did-you-mean')).toHaveCount(0);
  });

  test(`an operator extends the search dictionary (${locale})`, async ({ browser }) => {
    const { context, page } = await signedInAs(browser, 'operator', { locale: locale === 'ar' ? 'ar' : 'en-US' });
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`/${locale}/operator?tab=search`);
      await appReady(page);
      await expect(page.getByRole('heading', { name: w.searchWords, level: 2 })).toBeVisible();
      await expect(page.getByTestId('search-concept').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      // What the tab shows first: the whole dictionary drawn at once is a picture of hundreds of rows.
      await keepViewportScreenshot(page, `operator-search-words-${locale}-${viewport.width}`);
    }
    const tag = `${locale}${Date.now().toString(36)}`;
    await page.getByLabel(w.nameEn).fill(`Testbrand ${tag}`);
    await page.getByLabel(w.nameAr).fill(`تستبراند ${tag}`);
    await page.getByTestId('search-word-spellings').fill(`tstbrnd${tag}, تست براند ${tag}`);
    await page.getByTestId('search-word-add').click();
    await page.getByTestId('search-word-filter').fill(`Testbrand ${tag}`);
    const concept = page.getByTestId('search-concept').filter({ hasText: `Testbrand ${tag}` });
    await expect(concept.getByTestId('search-term')).toHaveCount(4);
    await expectAccessible(page);
    await concept
      .getByRole('button', { name: new RegExp(`Testbrand ${tag}`) })
      .first()
      .click();
    await expect(concept).toHaveCount(0);
    await context.close();
  });
}
