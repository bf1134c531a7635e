import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readTempUser } from '../../lib/temp-user';
import { errorBody, fakeApi } from '../../test/fake-api';
import { bootstrapFor, selfUser, sessionOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { shownText } from '../../test/shown-text';

const ui = {
  en: {
    userName: 'User name',
    password: 'Password',
    submit: 'Log in',
    phone: 'Mobile number',
    sendCode: 'Send me the code',
    emailCode: 'E-mail me a code',
  },
  ar: {
    userName: 'اسم المستخدم',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    phone: 'رقم الجوال',
    sendCode: 'أرسل لي الرمز',
    emailCode: 'أرسل لي رمزًا بالبريد الإلكتروني',
  },
} as const;

describe.each(['en', 'ar'] as const)('login page (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];

  it('refuses to submit empty fields and says why under each field', async () => {
    const api = fakeApi({});
    const { user } = await renderApp({ locale, path: `${prefix}/login` });
    await user.click(await screen.findByRole('button', { name: t.submit }));
    expect(await screen.findAllByText(shownText('validation.required', locale))).toHaveLength(2);
    expect(screen.getByLabelText(t.userName)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toEqual([]);
  });

  it('refuses markup and direction overrides in the user name', async () => {
    const api = fakeApi({});
    const { user } = await renderApp({ locale, path: `${prefix}/login` });
    await user.type(await screen.findByLabelText(t.userName), '<script>alert(1)</script>');
    await user.type(screen.getByLabelText(t.password), 'secret1');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(shownText('validation.unsafeText', locale))).toBeInTheDocument();
    await user.clear(screen.getByLabelText(t.userName));
    await user.type(screen.getByLabelText(t.userName), 'sara\u202Egnp.exe');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(shownText('validation.unsafeText', locale))).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('calls an over-long password too long, not missing', async () => {
    const api = fakeApi({});
    const { user } = await renderApp({ locale, path: `${prefix}/login` });
    await user.type(await screen.findByLabelText(t.userName), 'sara.ali');
    await user.click(screen.getByLabelText(t.password));
    await user.paste('x'.repeat(129));
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(shownText('validation.tooLong', locale))).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('shows wrong credentials inline (not in the snackbar) and keeps what was typed', async () => {
    fakeApi({
      'POST /bff/session': { status: 400, body: errorBody('invalid_credentials', 'invalid username or password') },
    });
    const { user } = await renderApp({ locale, path: `${prefix}/login` });
    await user.type(await screen.findByLabelText(t.userName), 'sara.ali');
    await user.type(screen.getByLabelText(t.password), 'wrong-password');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shownText('error.invalidCredentials', locale));
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText(t.userName)).toHaveValue('sara.ali');
  });

  it('says how long to wait when sign-in is rate limited', async () => {
    fakeApi({
      'POST /bff/session': {
        status: 429,
        body: errorBody('rate_limited', 'Too many requests, please wait a moment.'),
        headers: { 'retry-after': '120' },
      },
    });
    const { user } = await renderApp({ locale, path: `${prefix}/login` });
    await user.type(await screen.findByLabelText(t.userName), 'sara.ali');
    await user.type(screen.getByLabelText(t.password), 'wrong-password');
    await user.click(screen.getByRole('button', { name: t.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(shownText('error.tooManyRequests', locale));
    expect(alert).toHaveTextContent(
      locale === 'ar' ? 'يرجى المحاولة مرة أخرى بعد دقيقتان' : 'Please try again in 2 minutes.',
    );
  });

  it('signs in and lands on the redirectTo page', async () => {
    const sara = selfUser();
    const api = fakeApi({
      'POST /bff/session': { body: { authenticated: true, session: sessionOf(sara), sessionId: 'opaque' } },
      'GET /bff/bootstrap': { body: bootstrapFor(locale, sara) },
    });
    const target = `${prefix}/profile/info`;
    const { user, current } = await renderApp({
      locale,
      path: `${prefix}/login?redirectTo=${encodeURIComponent(target)}`,
    });
    await user.type(await screen.findByLabelText(t.userName), ' sara.ali ');
    await user.type(screen.getByLabelText(t.password), 'secret1');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(current()).toBe(target));
    expect(api.find('POST', '/bff/session')[0]?.body).toEqual({ userName: 'sara.ali', password: 'secret1' });
    expect(await screen.findByRole('heading', { level: 1, name: sara.fullName })).toBeInTheDocument();
  });

  it('offers the SMS code to an account that is not verified yet', async () => {
    const api = fakeApi({
      'POST /bff/session': { status: 401, body: errorBody('unverified', 'please verify your account') },
      'GET /api/authentication/message': { body: { message: 'sent' } },
    });
    const { user, current } = await renderApp({ locale, path: `${prefix}/login` });
    await user.type(await screen.findByLabelText(t.userName), 'noura');
    await user.type(screen.getByLabelText(t.password), 'secret1');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shownText('error.verifyAccount', locale));
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(t.phone), '50000004');
    await user.click(screen.getByRole('button', { name: t.sendCode }));
    await waitFor(() => expect(current()).toBe(`${prefix}/verification`));
    expect(api.find('GET', '/api/authentication/message')[0]?.search).toBe('?mobile=50000004');
    expect(readTempUser()).toEqual({ phone: '50000004', email: '', userName: 'noura' });
  });

  it('e-mails a new verification code to an account that is not verified yet', async () => {
    const api = fakeApi({
      'POST /bff/session': { status: 401, body: errorBody('unverified', 'please verify your account') },
      'POST /api/authentication/resend-email-verification': { body: { message: 'sent' } },
    });
    const { user } = await renderApp({ locale, path: `${prefix}/login` });
    await user.type(await screen.findByLabelText(t.userName), 'noura');
    await user.type(screen.getByLabelText(t.password), 'secret1');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await user.click(await screen.findByRole('button', { name: t.emailCode }));
    expect(await screen.findByTestId('verification-email-sent')).toBeVisible();
    expect(screen.getByRole('button', { name: t.emailCode })).toBeDisabled();
    expect(api.find('POST', '/api/authentication/resend-email-verification')[0]?.body).toEqual({
      userName: 'noura',
      password: 'secret1',
    });
  });

  it('goes on to the verification page when a code went out moments ago, saying when another can be sent', async () => {
    fakeApi({
      'POST /bff/session': { status: 401, body: errorBody('unverified', 'please verify your account') },
      'GET /api/authentication/message': {
        status: 429,
        body: errorBody('rate_limited', 'Too many requests, please wait a moment.'),
        headers: { 'retry-after': '45' },
      },
    });
    const { user, current } = await renderApp({ locale, path: `${prefix}/login` });
    await user.type(await screen.findByLabelText(t.userName), 'noura');
    await user.type(screen.getByLabelText(t.password), 'secret1');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await user.type(await screen.findByLabelText(t.phone), '50000004');
    await user.click(screen.getByRole('button', { name: t.sendCode }));
    await waitFor(() => expect(current()).toBe(`${prefix}/verification`));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent(
      locale === 'ar' ? 'يرجى المحاولة مرة أخرى بعد 45 ثانية' : 'Please try again in 45 seconds.',
    );
  });

  it('explains a social sign-in that came back with an error code', async () => {
    fakeApi({});
    await renderApp({ locale, path: `${prefix}/login?error=account_disabled` });
    expect(await screen.findByRole('alert')).toHaveTextContent(shownText('error.accountDisabled', locale));
  });

  it('ignores a redirectTo that leaves the site', async () => {
    const sara = selfUser();
    const { current } = await renderApp({
      locale,
      path: `${prefix}/login?redirectTo=${encodeURIComponent('//evil.example/steal')}`,
      bootstrap: bootstrapFor(locale, sara),
    });
    await waitFor(() => expect(current()).toBe(prefix || '/'));
  });
});
