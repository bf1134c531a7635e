import { expect, test } from '@playwright/test';
import { appReady, freshUser, signUpAndIn } from './support';

// A tiny valid PNG (1×1), enough for the API to accept it as an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('account pages', () => {
  test('account settings: details, personal data and picture', async ({ page }) => {
    const user = await signUpAndIn(page);
    await page.goto('/profile/info/account-settings');
    await appReady(page);

    const details = page.getByRole('form', { name: 'Account details' });
    await expect(details.getByLabel('E-mail')).toHaveValue(user.email);
    await details.getByLabel('Full name').fill('Renamed Person');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByTestId('snackbar')).toHaveText('Your account details were saved.');
    await expect(page.getByTestId('user-menu')).toContainText('Renamed Person');

    const personal = page.getByRole('form', { name: 'Personal data' });
    await expect(personal.getByLabel('Country')).toHaveValue('Kuwait');
    await personal.getByLabel('Date of birth').fill('1990-13-01');
    await personal.getByRole('button', { name: 'Save personal data' }).click();
    await expect(personal.getByText("Invalid date. Date must be 'yyyy-mm-dd'.")).toBeVisible();
    await personal.getByLabel('Date of birth').fill('1990-04-25');
    await personal.getByLabel('First name').fill('\u202Eevil');
    await personal.getByRole('button', { name: 'Save personal data' }).click();
    await expect(personal.getByText('Remove HTML tags and text-direction control characters.')).toBeVisible();
    await personal.getByLabel('First name').fill('Renamed');
    await personal.getByLabel('Gender').selectOption('female');
    await personal.getByLabel('Address 1').fill('Salmiya, Block 10');
    await personal.getByRole('button', { name: 'Save personal data' }).click();
    await expect(page.getByTestId('snackbar')).toHaveText('Your personal data was saved.');

    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('snackbar')).toHaveText('Your picture was updated.');
    await expect(page.locator('img.avatar').first()).toHaveAttribute('src', /\/media\//);

    await page.goto('/profile/info');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Renamed Person' })).toBeVisible();
    await expect(page.getByText('April 25, 1990')).toBeVisible();
    await expect(page.getByText('Salmiya, Block 10')).toBeVisible();
  });

  test('disabling the account signs the user out for good', async ({ page }) => {
    const user = await signUpAndIn(page, freshUser());
    await page.goto('/profile/info/security');
    await appReady(page);
    await page.getByRole('button', { name: 'Disable my account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, disable it' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('snackbar')).toHaveText('Your account is disabled');
    await expect(page.getByTestId('login-link')).toBeVisible();

    await page.goto('/login');
    await appReady(page);
    await page.getByLabel('User name').fill(user.userName);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Your account is disabled');
  });
});
