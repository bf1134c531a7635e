/**
 * Offers in the chat (issue #32), two people in two browser contexts, in Arabic: a fresh buyer (A)
 * opens a conversation about one of the seeded seller's (B) ads and makes an offer at 80 % of its
 * price; B counters at 90 % from the offer's message; A sees the counter arrive live and accepts it
 * in the chat; both see the acceptance. (Marking it sold and rating follow in D2's spec.)
 */
import { expect, test } from '@playwright/test';
import { sellerAds } from './seller-ads';
import { keepScreenshot, signedInAs, signUpAndIn } from './support';

const kwd = (fils: number) => (fils / 1000).toFixed(3);

test('in Arabic: the buyer offers 80 %, the seller counters 90 % in the chat, the buyer accepts in the chat', async ({
  browser,
}) => {
  const b = await signedInAs(browser, 'seller', { locale: 'ar' });
  const contextA = await browser.newContext({ locale: 'ar' });
  const a = await contextA.newPage();
  await signUpAndIn(a);
  const session = (await (await contextA.request.get('/bff/session')).json()) as { session: { userId: number } };

  const listed = await sellerAds(contextA.request, b.userId);
  // The seller's newest ad for sale only (no barter): the deals spec, beside this one, sells its oldest.
  const ad = listed.find((p) => p.sellType === 'sell' && Number(p.price) >= 10);
  if (!ad) throw new Error('the seller has no ad for sale with a price');
  const priceFils = Math.round(Number(ad.price) * 1000);
  const offered = kwd(Math.round(priceFils * 0.8));
  const countered = kwd(Math.round(priceFils * 0.9));

  // A makes an offer from the conversation about the ad.
  await a.goto(`/ar/chats/contacts/${b.userId}?slug=${ad.slug}`);
  await a.getByTestId('make-offer').click();
  const offerDialog = a.getByRole('dialog');
  await offerDialog.getByTestId('offer-amount').fill(offered);
  await offerDialog.getByTestId('offer-submit').click();
  await expect(a.getByTestId('chat-message').filter({ hasText: `عرض: ` }).filter({ hasText: offered })).toBeVisible();

  // B counters from the offer's message: it is B's turn, so B has the buttons.
  await b.page.goto(`/ar/chats/contacts/${session.session.userId}`);
  const offer = b.page.getByTestId('chat-message').filter({ hasText: offered });
  await expect(offer.getByTestId('offer-time')).toContainText('ينتهي خلال');
  await offer.getByTestId('offer-counter').click();
  const counterDialog = b.page.getByRole('dialog');
  await counterDialog.getByTestId('counter-amount').fill(countered);
  await counterDialog.getByTestId('counter-submit').click();
  await expect(b.page.getByTestId('chat-message').filter({ hasText: 'عرض مقابل' })).toBeVisible();
  // The offer answered, B's buttons are gone.
  await expect(b.page.getByTestId('offer-accept')).toHaveCount(0);

  // A sees the counter live and accepts it in the chat.
  const counter = a.getByTestId('chat-message').filter({ hasText: 'عرض مقابل' }).filter({ hasText: countered });
  await counter.getByTestId('offer-accept').click();
  await expect(a.getByTestId('chat-message').filter({ hasText: 'تم قبول العرض' })).toBeVisible();
  await expect(b.page.getByTestId('chat-message').filter({ hasText: 'تم قبول العرض' })).toBeVisible();
  await keepScreenshot(a, 'offers-accepted-in-chat-ar');
  await keepScreenshot(b.page, 'offers-seller-chat-ar');
  await contextA.close();
  await b.context.close();
});
