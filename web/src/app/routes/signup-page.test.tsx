import type { messages } from '@badal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readTempUser } from '../../lib/temp-user';
import { errorBody, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { shownText } from '../../test/shown-text';

const ui = {
  en: {
    fullName: 'Full name',
    userName: 'User name',
    email: 'E-mail',
    phone: 'Mobile number',
    password: 'Password',
    submit: 'Create account',
  },
  ar: {
    fullName: 'الاسم الكامل',
    userName: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    password: 'كلمة المرور',
    submit: 'إنشاء الحساب',
  },
} as const;

describe.each(['en', 'ar'] as const)('signup page (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];
  const m = (key: keyof typeof messages) => shownText(key, locale);

  it('explains every bad field in the language and submits nothing', async () => {
    const api = fakeApi({});
    const { user } = await renderApp({ locale, path: `${prefix}/signup` });
    await user.type(await screen.findByLabelText(t.fullName), 'Sara <b>Ali</b>');
    await user.type(screen.getByLabelText(t.userName), 'x');
    await user.type(screen.getByLabelText(t.email), 'not-an-email');
    await user.type(screen.getByLabelText(t.phone), '1e345678');
    await user.type(screen.getByLabelText(t.password), '12345');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(m('validation.unsafeText'))).toBeInTheDocument();
    expect(screen.getByText(m('validation.userName'))).toBeInTheDocument();
    expect(screen.getByText(m('validation.email'))).toBeInTheDocument();
    expect(screen.getByText(m('validation.required'))).toBeInTheDocument();
    expect(screen.getByText(m('validation.password'))).toBeInTheDocument();
    await user.clear(screen.getByLabelText(t.fullName));
    await user.click(screen.getByLabelText(t.fullName));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(m('validation.tooLong'))).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('shows a server field error under its field and keeps what was typed', async () => {
    fakeApi({
      'POST /api/register': {
        status: 422,
        body: errorBody('user_exists', 'email already exists', { email: 'error.emailExists' }),
      },
    });
    const { user } = await renderApp({ locale, path: `${prefix}/signup` });
    await user.type(await screen.findByLabelText(t.fullName), 'Sara Ali');
    await user.type(screen.getByLabelText(t.userName), 'sara.ali');
    await user.type(screen.getByLabelText(t.email), 'sara@example.com');
    await user.type(screen.getByLabelText(t.phone), '55512345');
    await user.type(screen.getByLabelText(t.password), 'secret1');
    await user.click(screen.getByRole('button', { name: t.submit }));
    const email = screen.getByLabelText(t.email);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(m('error.emailExists'));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent(m('error.emailExists'));
    expect(email).toHaveValue('sara@example.com');
    expect(screen.getByLabelText(t.fullName)).toHaveValue('Sara Ali');
  });

  it('registers with the password as its own confirmation and goes to verification', async () => {
    const api = fakeApi({ 'POST /api/register': { status: 201, body: { id: 9, message: 'registered' } } });
    const { user, current } = await renderApp({ locale, path: `${prefix}/signup` });
    await user.type(await screen.findByLabelText(t.fullName), 'Sara Ali');
    await user.type(screen.getByLabelText(t.userName), 'sara.ali');
    await user.type(screen.getByLabelText(t.email), 'sara@example.com');
    await user.type(screen.getByLabelText(t.phone), '55512345');
    await user.type(screen.getByLabelText(t.password), 'secret1');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(current()).toBe(`${prefix}/verification`));
    expect(api.find('POST', '/api/register')[0]?.body).toEqual({
      fullName: 'Sara Ali',
      userName: 'sara.ali',
      email: 'sara@example.com',
      phone: '55512345',
      password: 'secret1',
      passwordConfirmation: 'secret1',
      code: '965',
    });
    expect(readTempUser()).toEqual({ phone: '55512345', email: 'sara@example.com', userName: 'sara.ali' });
    expect(await screen.findByText(/55512345/)).toBeInTheDocument();
  });
});
