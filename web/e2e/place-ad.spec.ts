/**
 * Placing an ad (spec §2 /place-ad/steps/*, §4 draft steps, §7 "Ad draft") against the running
 * stack: a new user places an ad with three pictures in English and in Arabic and finds it through
 * the top bar's search; a half-finished draft resumes at the right step after a reload; a discarded
 * draft starts the next visit at the first step. Pictures are drawn on a canvas in the page, so
 * they are real PNG and JPEG files. The wizard's pages leave screenshots in both languages.
 */
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, SCREENSHOT_DIR, signUpAndIn } from './support';

type Locale = 'en' | 'ar';

/** Words of the pages in each language, and the seeded category used (it has six attributes). */
const words = {
  en: {
    placeAd: 'Place an ad',
    top: 'Mobiles & tablets',
    sub: 'Mobile phones',
    describe: 'Describe your item',
    title: 'Title',
    description: 'Description',
    price: 'Price',
    forSale: 'For sale',
    used: 'Used',
    next: 'Next',
    specifications: 'Specifications',
    battery: 'Battery health',
    save: 'Save and continue',
    pictures: 'Add pictures',
    main: 'Main picture',
    location: 'Where is the item?',
    address: 'Address',
    preview: 'Preview and publish',
    publish: 'Publish the ad',
    done: 'Your ad is published',
    view: 'View your ad',
    discard: 'Discard ad',
    confirm: 'Yes, discard it',
    chooseCategory: 'Choose a category',
    stepImages: 'Step 3 of 5: Pictures',
    name: (tag: string) => `E2E phone ${tag}`,
  },
  ar: {
    placeAd: 'أضف إعلانًا',
    top: 'هواتف وأجهزة لوحية',
    sub: 'هواتف محمولة',
    describe: 'صف غرضك',
    title: 'عنوان الإعلان',
    description: 'الوصف',
    price: 'السعر',
    forSale: 'للبيع',
    used: 'مستعمل',
    next: 'التالي',
    specifications: 'المواصفات',
    battery: 'صحة البطارية',
    save: 'احفظ وتابع',
    pictures: 'أضف صورًا',
    main: 'الصورة الرئيسية',
    location: 'أين يوجد الغرض؟',
    address: 'العنوان',
    preview: 'المعاينة والنشر',
    publish: 'انشر الإعلان',
    done: 'تم نشر إعلانك',
    view: 'اعرض إعلانك',
    discard: 'تجاهل الإعلان',
    confirm: 'نعم، تجاهله',
    chooseCategory: 'اختر فئة',
    stepImages: 'الخطوة ٣ من ٥: الصور',
    name: (tag: string) => `هاتف تجريبي ${tag}`,
  },
} as const;

const prefixOf = (locale: Locale) => (locale === 'ar' ? '/ar' : '');
const uniqueTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The page as it is now, kept as artifacts/screenshots/<name>.png (no scrolling: these pages are short). */
const snap = async (page: Page, name: string) => {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
};

/** A real picture of the given type, drawn on a canvas in the page. */
const drawPicture = async (page: Page, type: 'image/png' | 'image/jpeg', colour: string): Promise<Buffer> => {
  const url = await page.evaluate(
    ([mime, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = fill;
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = '#ffffff';
      context.fillRect(60, 60, 200, 120);
      return canvas.toDataURL(mime, 0.9);
    },
    [type, colour] as const,
  );
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** From the top bar's "place an ad" through the category and both halves of the details. */
const fillCategoryAndDetails = async (page: Page, locale: Locale, name: string, shots = false) => {
  const w = words[locale];
  await page.goto(`${prefixOf(locale)}/`);
  await page.getByRole('banner').getByRole('link', { name: w.placeAd }).click();
  await expect(heading(page, w.chooseCategory)).toBeVisible();
  await page.getByRole('button', { name: w.top }).click();
  await page.getByRole('button', { name: w.sub }).click();

  await expect(heading(page, w.describe)).toBeVisible();
  await page.getByRole('textbox', { name: w.title, exact: true }).fill(name);
  await page.getByRole('textbox', { name: w.description }).fill('Placed by the browser suite. 128 GB, no scratches.');
  await page.getByRole('textbox', { name: w.price, exact: true }).fill('150.250');
  await page.getByText(w.forSale, { exact: true }).click();
  await page.getByText(w.used, { exact: true }).click();
  if (shots) await snap(page, `place-ad-details-${locale}`);
  await page.getByRole('button', { name: w.next }).click();

  await expect(heading(page, w.specifications)).toBeVisible();
  const selects = page.getByRole('combobox');
  await expect(selects).toHaveCount(2);
  await selects.nth(0).selectOption({ index: 1 });
  await selects.nth(1).selectOption({ index: 2 });
  await page.getByRole('textbox', { name: w.battery }).fill('92');
  if (shots) {
    await snap(page, `place-ad-attributes-${locale}`);
    await expectAccessible(page);
  }
  await page.getByRole('button', { name: w.save }).click();
  await expect(heading(page, w.pictures)).toBeVisible();
};

/** The rest of the wizard: three pictures, a location, the preview, publishing; then the ad is found by search. */
const finishAndFind = async (page: Page, locale: Locale, name: string) => {
  const w = words[locale];
  const prefix = prefixOf(locale);
  await page.getByLabel(w.pictures).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await drawPicture(page, 'image/png', '#55033e') },
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await drawPicture(page, 'image/jpeg', '#f36247') },
    { name: 'back.png', mimeType: 'image/png', buffer: await drawPicture(page, 'image/png', '#1565c0') },
  ]);
  const pictures = page.getByTestId('draft-images').getByRole('listitem');
  await expect(pictures).toHaveCount(3);
  await expect(page.getByTestId('upload-list')).toBeHidden();
  await expect(pictures.first().getByTestId('main-image')).toHaveText(w.main);
  await snap(page, `place-ad-pictures-${locale}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: w.next }).click();

  await expect(heading(page, w.location)).toBeVisible();
  await page.getByRole('textbox', { name: w.address, exact: true }).fill('Salmiya, block 4, street 12');
  await page.getByRole('button', { name: w.save }).click();

  await expect(heading(page, w.preview)).toBeVisible();
  const preview = page.getByTestId('ad-preview');
  await expect(preview.getByRole('heading', { name })).toBeVisible();
  await expect(preview.getByTestId('product-price')).toContainText(/150[.٫]250|١٥٠٫٢٥٠/);
  await snap(page, `place-ad-preview-${locale}`);
  await page.getByRole('button', { name: w.publish }).click();

  await expect(heading(page, w.done)).toBeVisible();
  await snap(page, `place-ad-done-${locale}`);
  await page.getByRole('link', { name: w.view }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/categories/mobiles-tablets/products/`));
  await expect(heading(page, name)).toBeVisible();

  // The top bar's search finds it at once.
  await page.getByTestId('search-open').click();
  await page.getByRole('dialog').getByRole('combobox').fill(name);
  await page.getByRole('dialog').getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`${prefix}/categories/search\\?text=`));
  await expect(page.getByTestId('product-card').filter({ hasText: name })).toHaveCount(1);

  // And "my ads" lists it.
  await page.goto(`${prefix}/profile/info/ads`);
  await expect(page.getByTestId('my-ad').filter({ hasText: name })).toBeVisible();
  await snap(page, `my-ads-${locale}`);
};

test.describe('placing an ad', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`a new user places an ad with three pictures and finds it by search (${locale})`, async ({ page }) => {
      await signUpAndIn(page);
      const name = words[locale].name(uniqueTag());
      await fillCategoryAndDetails(page, locale, name, true);
      await finishAndFind(page, locale, name);
    });
  }

  test('a half-finished draft resumes at the right step after a reload', async ({ page }) => {
    const w = words.en;
    await signUpAndIn(page);
    await fillCategoryAndDetails(page, 'en', w.name(uniqueTag()));
    await expect(page).toHaveURL(/\/place-ad\/steps\/set-images$/);
    await page.reload();
    await expect(heading(page, w.pictures)).toBeVisible();
    await expect(page.getByTestId('step-count')).toHaveText(w.stepImages);
    // Opening the wizard's entry (as the top bar does) resumes there too.
    await page.goto('/place-ad/steps/select-category');
    await expect(heading(page, w.pictures)).toBeVisible();
    await expect(page).toHaveURL(/\/place-ad\/steps\/set-images$/);
  });

  test('a discarded draft is gone: the next visit starts at the first step', async ({ page }) => {
    const w = words.ar;
    await signUpAndIn(page);
    // A draft with its category chosen, made through the API the pages use.
    const api = page.context().request;
    const tree = (await (await api.get('/api/categories/mini')).json()) as { slug: string; id: number }[];
    const top = tree.find((c) => c.slug === 'mobiles-tablets');
    expect(top).toBeTruthy();
    for (const slug of ['mobiles-tablets', 'mobile-phones']) {
      const id =
        slug === top?.slug
          ? top.id
          : ((await (await api.get(`/api/categories/${slug}/mini`)).json()) as { id: number }).id;
      expect((await api.post('/api/ad/category', { data: { categoryId: id } })).status()).toBe(200);
    }

    await page.goto('/ar/place-ad/steps/select-category');
    await expect(heading(page, w.describe)).toBeVisible();
    await page.getByRole('button', { name: w.discard }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.confirm }).click();
    await expect(heading(page, w.chooseCategory)).toBeVisible();
    await expect(page.getByRole('button', { name: w.discard })).toHaveCount(0);

    await page.goto('/ar/place-ad/steps/set-details');
    await expect(heading(page, w.chooseCategory)).toBeVisible();
    await expect(page).toHaveURL(/\/ar\/place-ad\/steps\/select-category$/);
    expect(((await (await api.get('/api/ad')).json()) as { step: number }).step).toBe(0);
  });
});
