/**
 * Saved searches and their alerts (issue #33), in Arabic, with two people: A (the seeded demo
 * member) searches for a word, saves the search from the results page and keeps the page open; B
 * (the seeded seller) publishes an ad whose name has that word; A's alert arrives live, naming
 * the saved search, and A's saved searches page lists it.
 */
import { blankPng } from '@badal/contracts/conformance';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { appReady, keepScreenshot, signedInAs } from './support';

/** Publishes an ad named `name` through the ad wizard's calls (the pages' own API), as the request's member. */
const publishAd = async (api: APIRequestContext, name: string) => {
  const cars = (await (await api.get('/api/categories/cars/mini')).json()) as {
    id: number;
    filters: { id: number; options: { value: string }[]; min?: number }[];
  };
  expect((await api.post('/api/ad/category', { data: { categoryId: cars.id } })).ok()).toBe(true);
  const [make, year, mileage] = cars.filters;
  const attributes = [
    { id: make!.id, values: [make!.options[0]!.value] },
    { id: year!.id, value: String(year!.min ?? 2015) },
    { id: mileage!.id, value: String(mileage!.min ?? 0) },
  ];
  const details = await api.post('/api/ad/details', {
    form: {
      name,
      description: 'Clean, one owner.',
      price: '4500',
      sellType: 'sell',
      attributes: JSON.stringify(attributes),
    },
  });
  expect(details.ok(), await details.text()).toBe(true);
  const images = await api.post('/api/ad/images', {
    multipart: { 'images[]': { name: 'car.png', mimeType: 'image/png', buffer: Buffer.from(blankPng(400, 300)) } },
  });
  expect(images.ok(), await images.text()).toBe(true);
  expect(
    (await api.post('/api/ad/location', { data: { latitude: 29.33, longitude: 48.0, address: 'Hawalli' } })).ok(),
  ).toBe(true);
  const finished = await api.post('/api/ad/finish', { data: {} });
  expect(finished.ok(), await finished.text()).toBe(true);
};

test('A saves a search; B publishes a matching ad; A is told live (Arabic)', async ({ browser }) => {
  const word = `badalalert${Date.now().toString(36)}`;
  const searchName = `سيارة ${word}`;
  const a = await signedInAs(browser, 'demo', { locale: 'ar' });
  const b = await signedInAs(browser, 'seller', { locale: 'ar' });

  await a.page.goto(`/ar/categories/search?text=${word}`);
  await appReady(a.page);
  await a.page.getByRole('button', { name: 'احفظ هذا البحث' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'احفظ هذا البحث' });
  await expect(dialog.getByRole('textbox', { name: 'الاسم' })).toHaveValue(word);
  await keepScreenshot(a.page, 'save-search-dialog-ar');
  await dialog.getByRole('textbox', { name: 'الاسم' }).fill(searchName);
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog).toBeHidden();
  await expect(a.page.getByTestId('notifications-bell')).toBeVisible();

  await publishAd(b.context.request, `Nissan Patrol ${word}`);

  await expect(a.page.getByTestId('push-toast')).toContainText(searchName);
  await expect(a.page.getByTestId('push-toast')).toContainText('إعلان جديد');

  await a.page.goto('/ar/profile/info/saved-searches');
  const row = a.page.getByTestId('saved-search').filter({ hasText: searchName });
  await expect(row).toBeVisible();
  await keepScreenshot(a.page, 'saved-searches-ar');
  // Tidy: the demo member's list stays as it was.
  await row.getByTestId('saved-search-delete').click();
  await a.page.getByTestId('confirm-delete').click();
  await expect(row).toBeHidden();
  await a.context.close();
  await b.context.close();
});
