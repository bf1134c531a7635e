/**
 * The member's favourites and the sellers they follow, in both languages and on a phone: a fresh
 * member favourites two of the seeded seller's products and follows the seller through the API,
 * then finds them on their pages, removes a favourite and unfollows the seller there.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { appReady, expectAccessible, expectNoSidewaysScroll, keepScreenshot, roleUser, signUpAndIn } from './support';

const sellerWithProducts = async (request: APIRequestContext) => {
  const { userId } = roleUser('seller');
  const profile = (await (await request.get(`/api/users/${userId}`)).json()) as { seller: { id: number } };
  const products = (await (await request.get(`/api/products/${profile.seller.id}/sellers?perPage=2`)).json()) as {
    data: { id: number; name: string }[];
  };
  return { userId, products: products.data };
};

for (const locale of ['en', 'ar'] as const) {
  const t =
    locale === 'en'
      ? { unfollow: 'Unfollow', removed: 'Removed from your favorites' }
      : { unfollow: 'إلغاء المتابعة', removed: 'أُزيل من مفضلتك' };

  test(`favourites and following pages (${locale})`, async ({ page }) => {
    await signUpAndIn(page);
    const api = page.context().request;
    const seller = await sellerWithProducts(api);
    for (const product of seller.products) {
      const added = await api.post('/api/products/add-favorite', { data: { productId: product.id } });
      expect(added.ok(), await added.text()).toBe(true);
    }
    const followed = await api.post('/api/accounts/follow', { data: { accountId: seller.userId } });
    expect(followed.ok(), await followed.text()).toBe(true);

    // The seller's page knows the reader follows them (isFollowing): the button offers to unfollow.
    await page.goto(`/${locale}/sellers/${seller.userId}`);
    await appReady(page);
    await expect(page.getByTestId('follow-toggle')).toHaveText(t.unfollow);

    await page.goto(`/${locale}/profile/info/favorites`);
    await appReady(page);
    await expect(page.getByTestId('favorite-item')).toHaveCount(2);
    await expectAccessible(page);
    await keepScreenshot(page, `favorites-${locale}`);
    await page.getByTestId('favorite-item').first().getByRole('button').click();
    await expect(page.getByTestId('snackbar')).toHaveText(t.removed);
    await expect(page.getByTestId('favorite-item')).toHaveCount(1);

    await page.goto(`/${locale}/profile/info/following`);
    await appReady(page);
    await expect(page.getByTestId('followed-seller')).toHaveCount(1);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, `following-${locale}-360`);
    const chip = page.getByTestId('followed-seller');
    await expect(chip.getByRole('button')).toHaveText(t.unfollow);
    await chip.getByRole('button').click();
    await expect(page.getByTestId('following-empty')).toBeVisible();
  });
}
