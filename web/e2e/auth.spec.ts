import { expect, test } from '@playwright/test';
import { appReady, freshUser, readOutbox, signUpAndIn } from './support';

test.describe('signing in and out', () => {
  test('a protected page sends the visitor to login and back after signing in', async ({ page }) => {
    const response = await page.goto('/profile/info/account-settings');
    expect(response?.url()).toMatch(/\/login\?redirectTo=%2Fprofile%2Finfo%2Faccount-settings$/);
    await appReady(page);
    await page.getByLabel('User name').fill('demo');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page.getByLabel('User name')).toHaveValue('demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/info\/account-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  });

  test('an account that is not verified yet gets the SMS code from the login page', async ({ page }) => {
    const user = freshUser();
    const api = page.context().request;
    const register = await api.post('/api/register', {
      data: { ...user, passwordConfirmation: user.password, code: '965' },
    });
    expect(register.status()).toBe(201);
    await page.goto('/login');
    await appReady(page);
    await page.getByLabel('User name').fill(user.userName);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please verify your account');
    await page.getByLabel('Mobile number').fill(user.phone);
    await page.getByRole('button', { name: 'Send me the code' }).click();
    await expect(page).toHaveURL(/\/verification$/);
    const code = await readOutbox(api, user.phone, 'code', 'sms');
    await page.getByLabel('SMS code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByTestId('user-menu')).toContainText(user.fullName);
  });

  test('a redirectTo to another site is not followed', async ({ page }) => {
    await page.goto(`/login?redirectTo=${encodeURIComponent('//evil.example/x')}`);
    await appReady(page);
    await page.getByLabel('User name').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$|localhost:\d+\/$/);
  });

  test('signed-in users opening login or signup go home; logout returns home from the profile', async ({ page }) => {
    await signUpAndIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/profile/info');
    await appReady(page);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page.getByTestId('snackbar')).toHaveText(/Logging out|You just logged out/);
    await expect(page.getByTestId('snackbar')).toHaveText(/You just logged out/);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-link')).toBeVisible();
    // The session is really gone on the server too.
    const response = await page.goto('/profile/info');
    expect(response?.url()).toMatch(/\/login\?redirectTo=/);
  });
});
