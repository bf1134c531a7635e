import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readTempUser, saveTempUser } from '../../lib/temp-user';
import { errorBody, fakeApi } from '../../test/fake-api';
import { bootstrapFor, selfUser, sessionOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { shownText } from '../../test/shown-text';

const ui = {
  en: { code: 'SMS code', verify: 'Verify', resend: 'Send the code again', sent: 'A new code is on its way.' },
  ar: { code: 'رمز الرسالة النصية', verify: 'تحقق', resend: 'أعد إرسال الرمز', sent: 'رمز جديد في طريقه إليك.' },
} as const;

describe.each(['en', 'ar'] as const)('verification page (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];
  const tempUser = { phone: '55512345', email: 'sara@example.com', userName: 'sara.ali' };

  it('sends visitors without a pending registration to login', async () => {
    fakeApi({});
    const { current } = await renderApp({ locale, path: `${prefix}/verification` });
    await waitFor(() => expect(current()).toBe(`${prefix}/login`));
  });

  it('waits as long as the API says when a resend comes too soon, and says so', async () => {
    saveTempUser(tempUser);
    fakeApi({
      'GET /api/authentication/message': {
        status: 429,
        body: errorBody('rate_limited', 'Too many requests, please wait a moment.'),
        headers: { 'retry-after': '40' },
      },
    });
    const { user } = await renderApp({ locale, path: `${prefix}/verification` });
    await user.click(await screen.findByRole('button', { name: t.resend }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent(
      locale === 'ar' ? 'يرجى المحاولة مرة أخرى بعد 40 ثانية' : 'Please try again in 40 seconds.',
    );
    const button = screen.getByRole('button', { name: new RegExp(t.resend) });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('40');
  });

  it('checks the code format, resends the SMS, and signs in with a good code', async () => {
    saveTempUser(tempUser);
    const sara = selfUser();
    const api = fakeApi({
      'GET /api/authentication/message': { body: { message: 'sent' } },
      'POST /bff/session/verify': (request) =>
        (request.body as { code: string }).code === '1234'
          ? { body: { authenticated: true, session: sessionOf(sara), sessionId: 'opaque' } }
          : { status: 422, body: errorBody('code_not_found', 'the code is invalid') },
      'GET /bff/bootstrap': { body: bootstrapFor(locale, sara) },
    });
    const { user, current } = await renderApp({ locale, path: `${prefix}/verification` });
    await user.type(await screen.findByLabelText(t.code), 'abc');
    await user.click(screen.getByRole('button', { name: t.verify }));
    expect(await screen.findByText(shownText('error.enterSmsOtp', locale))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.resend }));
    expect(await screen.findByText(t.sent)).toBeInTheDocument();
    expect(api.find('GET', '/api/authentication/message')[0]?.search).toBe('?mobile=55512345');
    expect(screen.getByRole('button', { name: new RegExp(t.resend) })).toBeDisabled();

    await user.clear(screen.getByLabelText(t.code));
    await user.type(screen.getByLabelText(t.code), '9999');
    await user.click(screen.getByRole('button', { name: t.verify }));
    expect(await screen.findByText(shownText('error.codeInvalid', locale))).toBeInTheDocument();
    expect(screen.getByLabelText(t.code)).toHaveValue('9999');

    await user.clear(screen.getByLabelText(t.code));
    await user.type(screen.getByLabelText(t.code), '1234');
    await user.click(screen.getByRole('button', { name: t.verify }));
    await waitFor(() => expect(current()).toBe(prefix || '/'));
    expect(api.find('POST', '/bff/session/verify').at(-1)?.body).toEqual({
      code: '1234',
      number: '55512345',
      email: 'sara@example.com',
    });
    expect(readTempUser()).toBeNull();
    expect(await screen.findByTestId('user-menu')).toBeInTheDocument();
  });
});
