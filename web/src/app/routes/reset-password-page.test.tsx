import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { shownText } from '../../test/shown-text';

const ui = {
  en: {
    email: 'E-mail',
    send: 'Send reset code',
    code: 'Reset code',
    next: 'New password',
    confirm: 'Confirm the new password',
    save: 'Save the new password',
  },
  ar: {
    email: 'البريد الإلكتروني',
    send: 'إرسال رمز إعادة التعيين',
    code: 'رمز إعادة التعيين',
    next: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    save: 'حفظ كلمة المرور الجديدة',
  },
} as const;

describe.each(['en', 'ar'] as const)('reset password (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];

  it('requests a code by e-mail, then sets the new password with it', async () => {
    let tries = 0;
    const api = fakeApi({
      'POST /api/authentication/password/email': { body: { message: 'sent' } },
      'POST /api/authentication/password/reset': () =>
        ++tries === 1
          ? { status: 422, body: errorBody('code_not_found', 'the code is invalid') }
          : { body: { message: 'ok' } },
    });
    const { user, current } = await renderApp({ locale, path: `${prefix}/login/reset-password` });
    await user.type(await screen.findByLabelText(t.email), 'sara@');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(shownText('validation.email', locale))).toBeInTheDocument();
    await user.type(screen.getByLabelText(t.email), 'example.com');
    await user.click(screen.getByRole('button', { name: t.send }));
    await user.type(await screen.findByLabelText(t.code), 'tok-123');
    await user.type(screen.getByLabelText(t.next), 'newpass');
    await user.type(screen.getByLabelText(t.confirm), 'newpass');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent(shownText('error.codeInvalid', locale));
    expect(screen.getByLabelText(t.code)).toHaveValue('tok-123');
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(current()).toBe(`${prefix}/login`));
    expect(api.find('POST', '/api/authentication/password/email')[0]?.body).toEqual({ email: 'sara@example.com' });
    expect(api.find('POST', '/api/authentication/password/reset')[1]?.body).toEqual({
      token: 'tok-123',
      password: 'newpass',
      passwordConfirmation: 'newpass',
    });
  });

  it('opens on the second step when the link carries the token', async () => {
    fakeApi({});
    await renderApp({ locale, path: `${prefix}/login/reset-password?token=abc` });
    expect(await screen.findByLabelText(t.code)).toHaveValue('abc');
  });
});
