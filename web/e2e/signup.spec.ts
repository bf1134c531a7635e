import { expect, test } from '@playwright/test';
import { appReady, freshUser, readOutbox } from './support';

test('signup → SMS code from the outbox → verified → signed in', async ({ page }) => {
  const user = freshUser();
  await page.goto('/signup');
  await appReady(page);

  // Bad input first: nothing is sent, every field explains itself.
  await page.getByLabel('Full name').fill('<script>alert(1)</script>');
  await page.getByLabel('User name').fill('a');
  await page.getByLabel('E-mail').fill('nope');
  await page.getByLabel('Mobile number').fill('1234');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Remove HTML tags and text-direction control characters.')).toBeVisible();
  await expect(page.getByText('Invalid e-mail.')).toBeVisible();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByLabel('User name').fill(user.userName);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Mobile number').fill(user.phone);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByText(`+965 ${user.phone}`)).toBeVisible();
  const code = await readOutbox(page.context().request, user.phone, 'code', 'sms');
  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu')).toContainText(user.fullName);
  await expect(page.getByTestId('notifications-bell')).toBeVisible();

  // The same e-mail cannot register twice; the message sits under the field, the typing stays.
  await page.context().clearCookies();
  await page.goto('/signup');
  await appReady(page);
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('User name').fill(`${user.userName.slice(0, 25)}_x`);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Mobile number').fill(`7${user.phone.slice(1)}`);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
});
