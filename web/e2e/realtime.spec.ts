/**
 * Chat and notifications live, with two people in two browser contexts against the real stack:
 * a fresh member (A) writes to the seeded seller (B, reading in Arabic) about one of B's products;
 * B sees the conversation arrive without reloading and reads it; A's ticks go from sent to read.
 * Then a fresh member follows B and favourites that product: B's notifications arrive live, and
 * tapping them opens A's seller page and the product page.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  appReady,
  expectAccessible,
  freshUser,
  keepScreenshot,
  SCREENSHOT_DIR,
  signedInAs,
  signUpAndIn,
} from './support';

interface SellerProduct {
  slug: string;
  name: string;
  categories: { slug: string }[];
}

/** A context signed in as the seeded seller (the `seller` role), and one of their products. */
const signInSeller = async (browser: Browser) => {
  const { context, page, userId: sellerId } = await signedInAs(browser, 'seller', { locale: 'ar' });
  const product = await firstProductOf(context.request, sellerId);
  return { context, page, sellerId, product };
};

const firstProductOf = async (request: APIRequestContext, userId: number): Promise<SellerProduct> => {
  const profile = (await (await request.get(`/api/users/${userId}`)).json()) as { seller: { id: number } | null };
  expect(profile.seller, 'the seeded seller has a seller profile').not.toBeNull();
  const page = (await (await request.get(`/api/products/${profile.seller!.id}/sellers?perPage=1`)).json()) as {
    data: SellerProduct[];
  };
  expect(page.data.length).toBeGreaterThan(0);
  return page.data[0]!;
};

/** A fresh member with a name nobody else has, signed in on `page`. */
const signUpBuyer = async (page: Page) => {
  const user = freshUser();
  return signUpAndIn(page, { ...user, fullName: `Buyer ${user.userName.slice(-8)}` });
};

const productPath = (p: SellerProduct) => `/categories/${p.categories[0]!.slug}/products/${p.slug}`;

test.describe('realtime: chat and notifications between two people', () => {
  test('A writes to B about B’s product; B sees it live and reads it; A sees the ticks move to read', async ({
    browser,
  }) => {
    const b = await signInSeller(browser);
    const contextA = await browser.newContext();
    const a = await contextA.newPage();
    const buyer = await signUpBuyer(a);

    // B waits on the chats page (Arabic), connected.
    await b.page.goto('/ar/chats/contacts');
    await expect(b.page.getByTestId('chat-contacts')).toBeVisible();

    // A opens B's product and starts the chat from it: the welcome message and the product's card.
    await a.goto(productPath(b.product));
    await appReady(a);
    await a.getByTestId('chat-seller').click();
    await expect(a).toHaveURL(new RegExp(`/chats/contacts/${b.sellerId}\\?slug=${b.product.slug}$`));
    await expect(a.getByTestId('chat-product-card')).toContainText(b.product.name);
    await expect(a.getByTestId('chat-message').first()).toContainText(b.product.name);

    const text = `Is it still available? ${Date.now()}`;
    await a.getByTestId('chat-input').fill(text);
    await a.getByTestId('chat-input').press('Enter');
    const mine = a.getByTestId('chat-message').filter({ hasText: text });
    await expect(mine).toBeVisible();

    // B: the conversation arrives without a reload; B's tab acknowledges it (two ticks for A).
    const contact = b.page.getByTestId('chat-contact').filter({ hasText: buyer.fullName });
    await expect(contact).toBeVisible();
    await expect(contact.getByTestId('chat-contact-unread')).toBeVisible();
    await expect(mine.getByTestId('message-ticks')).toHaveAttribute('data-status', 'receive');

    // B opens it and reads it; A sees 'read' live.
    await contact.click();
    await expect(b.page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
    await expect(mine.getByTestId('message-ticks')).toHaveAttribute('data-status', 'read');
    await expect(contact.getByTestId('chat-contact-unread')).toBeHidden();

    // B answers; A sees the answer and the typing hint before it.
    await b.page.getByTestId('chat-input').pressSequentially('نعم');
    await expect(a.getByTestId('chat-partner-status')).toHaveText('typing…');
    const answer = `نعم، ما زال متوفرًا ${Date.now()}`;
    await b.page.getByTestId('chat-input').fill(answer);
    await b.page.getByTestId('chat-input').press('Enter');
    await expect(a.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();

    await expectAccessible(a);
    await expectAccessible(b.page);
    await keepScreenshot(a, 'chat-en');
    await keepScreenshot(b.page, 'chat-ar');
    await b.page.setViewportSize({ width: 390, height: 800 });
    await keepScreenshot(b.page, 'chat-phone-ar');

    await contextA.close();
    await b.context.close();
  });

  test('A follows B and favourites B’s product: B is notified live; the taps open the right pages', async ({
    browser,
  }) => {
    const b = await signInSeller(browser);
    const contextA = await browser.newContext();
    const a = await contextA.newPage();
    const buyer = await signUpBuyer(a);
    const buyerId = ((await (await contextA.request.get('/bff/session')).json()) as { session: { userId: number } })
      .session.userId;

    await b.page.goto('/ar');
    await appReady(b.page);
    await expect(b.page.getByTestId('notifications-bell')).toBeVisible();

    await a.goto(productPath(b.product));
    await appReady(a);
    await a.getByTestId('follow-toggle').click();
    await expect(a.getByTestId('follow-toggle')).toHaveText(/Unfollow/);
    // B, on the home page, gets the follow as a toast.
    await expect(b.page.getByTestId('push-toast')).toContainText(buyer.fullName);

    await a.getByTestId('favorite-toggle').click();
    await expect(a.getByTestId('favorite-toggle')).toHaveText(/Remove from favorites/);
    await expect(b.page.getByTestId('push-toast')).toContainText(b.product.name.slice(0, 20));

    // The dialog: tapping the follow opens A's seller page …
    await b.page.getByTestId('notifications-bell').click();
    const dialog = b.page.getByRole('dialog');
    const fromBuyer = dialog.getByTestId('notification-item').filter({ hasText: buyer.fullName });
    await expect(fromBuyer).toHaveCount(2);
    await expectAccessible(b.page);
    // The dialog over the page as the reader sees it (a full-page picture would be mostly the page below).
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await b.page.screenshot({ path: join(SCREENSHOT_DIR, 'notifications-ar.png') });
    await fromBuyer.filter({ hasNotText: b.product.name.slice(0, 20) }).click();
    await expect(b.page).toHaveURL(new RegExp(`/ar/sellers/${buyerId}$`));
    await expect(dialog).toBeHidden();

    // … and the favourite the product's page.
    await b.page.getByTestId('notifications-bell').click();
    await dialog
      .getByTestId('notification-item')
      .filter({ hasText: b.product.name.slice(0, 20) })
      .first()
      .click();
    await expect(b.page).toHaveURL(new RegExp(`/ar${productPath(b.product)}$`));
    await expect(b.page.getByRole('heading', { level: 1, name: b.product.name })).toBeVisible();

    await contextA.close();
    await b.context.close();
  });
});
