import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { bootstrapFor, selfUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { shownText } from '../../test/shown-text';

const ui = {
  en: {
    change: 'Change password',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm the new password',
    changed: 'Your password was changed.',
    disable: 'Disable my account',
    yes: 'Yes, disable it',
  },
  ar: {
    change: 'تغيير كلمة المرور',
    current: 'كلمة المرور الحالية',
    next: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    changed: 'تم تغيير كلمة المرور.',
    disable: 'تعطيل حسابي',
    yes: 'نعم، عطّله',
  },
} as const;

describe.each(['en', 'ar'] as const)('security page (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];
  const sara = selfUser();
  const path = `${prefix}/profile/info/security`;

  it('checks the new password and its confirmation, then changes it', async () => {
    const api = fakeApi({ 'PUT /api/users/7': { body: sara }, 'GET /api/blocks': { body: [] } });
    const { user } = await renderApp({ locale, path, bootstrap: bootstrapFor(locale, sara) });
    const form = await screen.findByRole('form', { name: t.change });
    await user.type(within(form).getByLabelText(t.current), 'secret1');
    await user.type(within(form).getByLabelText(t.next), 'abc');
    await user.type(within(form).getByLabelText(t.confirm), 'abcdef');
    await user.click(within(form).getByRole('button', { name: t.change }));
    expect(await within(form).findByText(shownText('validation.password', locale))).toBeInTheDocument();
    await user.type(within(form).getByLabelText(t.next), 'xyz');
    await user.click(within(form).getByRole('button', { name: t.change }));
    expect(await within(form).findByText(shownText('validation.passwordMismatch', locale))).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path !== '/api/blocks')).toEqual([]);
    await user.clear(within(form).getByLabelText(t.confirm));
    await user.type(within(form).getByLabelText(t.confirm), 'abcxyz');
    await user.click(within(form).getByRole('button', { name: t.change }));
    expect(await screen.findByText(t.changed)).toBeInTheDocument();
    expect(api.find('PUT', '/api/users/7')[0]?.body).toEqual({
      oldPassword: 'secret1',
      password: 'abcxyz',
      passwordConfirmation: 'abcxyz',
    });
    expect(within(form).getByLabelText(t.current)).toHaveValue('');
  });

  it('disables the account after confirming, signs out and goes home', async () => {
    const api = fakeApi({
      'PUT /api/users/7/change-status': { body: { message: 'disabled' } },
      'GET /api/blocks': { body: [] },
    });
    const { user, current } = await renderApp({ locale, path, bootstrap: bootstrapFor(locale, sara) });
    await user.click(await screen.findByRole('button', { name: t.disable }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.yes }));
    await waitFor(() => expect(current()).toBe(prefix || '/'));
    expect(api.find('PUT', '/api/users/7/change-status')).toHaveLength(1);
    expect(await screen.findByTestId('snackbar')).toHaveTextContent(shownText('error.accountDisabled', locale));
    expect(screen.getByTestId('login-link')).toBeInTheDocument();
  });
});
