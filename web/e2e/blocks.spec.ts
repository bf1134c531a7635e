/**
 * Blocks (issue #31), two people in two browser contexts, in Arabic: a fresh member (A) writes to
 * the seeded seller (B); B blocks A from the conversation (with its confirm) and is taken back to
 * the contacts, where A no longer is; A's next message is refused with the neutral words any
 * unreachable member gets, saying nothing of the block.
 */
import { expect, test } from '@playwright/test';
import { freshUser, keepScreenshot, signedInAs, signUpAndIn } from './support';

test('in Arabic: the seller blocks a buyer from the chat, and the buyer’s next message is refused', async ({
  browser,
}) => {
  const b = await signedInAs(browser, 'seller', { locale: 'ar' });
  const contextA = await browser.newContext({ locale: 'ar' });
  const a = await contextA.newPage();
  const user = freshUser();
  const buyer = await signUpAndIn(a, { ...user, fullName: `Buyer ${user.userName.slice(-8)}` });
  const session = (await (await contextA.request.get('/bff/session')).json()) as { session: { userId: number } };

  await a.goto(`/ar/chats/contacts/${b.userId}`);
  await a.getByTestId('chat-input').fill('مرحبًا، هل الإعلان متاح؟');
  await a.getByTestId('chat-input').press('Enter');
  await expect(a.getByTestId('chat-message').filter({ hasText: 'مرحبًا، هل الإعلان متاح؟' })).toBeVisible();

  await b.page.goto(`/ar/chats/contacts/${session.session.userId}`);
  const header = b.page.getByTestId('chat-conversation').locator('header');
  await header.getByRole('button', { name: 'حظر', exact: true }).click();
  const dialog = b.page.getByRole('dialog');
  await expect(dialog).toContainText('لن يتم إبلاغه بذلك');
  await dialog.getByRole('button', { name: 'حظر', exact: true }).click();
  await expect(b.page).toHaveURL(/\/ar\/chats\/contacts$/);
  await expect(b.page.getByTestId('chat-contacts')).not.toContainText(buyer.fullName);

  await a.getByTestId('chat-input').fill('هل أنت هنا؟');
  await a.getByTestId('chat-input').press('Enter');
  const refusal = a.getByRole('alert').filter({ hasText: 'لا يمكن التواصل مع هذا العضو حاليًا.' });
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toContainText('حظر');
  await keepScreenshot(a, 'blocks-message-refused-ar');
  await contextA.close();
  await b.context.close();
});
