/**
 * Registration and account recovery, on an account the suite creates this run, plus the
 * negative cases of §8: user exists, unknown number, wrong code, bogus reset token, bogus social
 * code. Nothing here needs the outbox.
 */

import { calls } from '../../calls/index.js';
import type { SuiteContext } from '../context.js';
import { freshAccount, randomTag, unknownPhone } from '../identity.js';

/** A code no 4-to-8-digit code sent by the API can equal unless it is all zeros of length 8. */
const WRONG_CODE = '00000000';

export const registrationChecks = async ({ api, rec, credentials, state }: SuiteContext): Promise<void> => {
  const fresh = freshAccount();
  const body = { ...fresh, passwordConfirmation: fresh.password };

  await rec.guard(calls.register, 'fresh user', async () => {
    const created = rec.success<{ id: number }>(
      calls.register,
      'a fresh random user → 201',
      await api.send(calls.register, { body }),
    );
    if (created) state.fresh = { ...fresh, id: created.id };
  });

  await rec.guard(calls.register, 'same user again', async () => {
    if (!state.fresh) {
      rec.skip(calls.register, 'the same user again → 422', 'not run: registering the fresh user failed', {
        status: 422,
        code: 'user_exists',
      });
      return;
    }
    rec.error(
      calls.register,
      'the same user again → 422',
      await api.send(calls.register, { body }),
      422,
      'user_exists',
    );
  });

  await rec.guard(calls.sendSms, 'unknown number', async () => {
    const res = await api.send(calls.sendSms, { query: { mobile: unknownPhone() } });
    rec.error(calls.sendSms, 'SMS to an unknown number → 422', res, 422, 'invalid_number');
  });

  await rec.guard(calls.checkCode, 'wrong code', async () => {
    const number = state.fresh?.phone ?? unknownPhone();
    const res = await api.send(calls.checkCode, { query: { number, code: WRONG_CODE } });
    rec.error(calls.checkCode, 'a wrong code → 422', res, 422, 'code_not_found');
  });
  rec.skip(calls.checkCode, 'banned account → 403', 'needs the SMS code of a banned account, which no API hands out', {
    status: 403,
    code: 'banned',
  });

  await rec.guard(calls.resendEmailVerification, 'unverified account', async () => {
    const who = state.fresh ?? credentials.unverified;
    const res = await api.send(calls.resendEmailVerification, {
      body: { userName: who.userName, password: who.password },
    });
    rec.success(calls.resendEmailVerification, `resend to unverified '${who.userName}'`, res);
  });

  await rec.guard(calls.resendEmailVerification, 'wrong password', async () => {
    const who = state.fresh ?? credentials.unverified;
    const res = await api.send(calls.resendEmailVerification, {
      body: { userName: who.userName, password: `wrong-${randomTag(8)}` },
    });
    rec.error(calls.resendEmailVerification, 'a wrong password → 400', res, 400, 'invalid_credentials');
  });

  await rec.guard(calls.passwordEmail, 'reset e-mail', async () => {
    const email = state.self?.email ?? state.fresh?.email ?? fresh.email;
    rec.success(
      calls.passwordEmail,
      'reset e-mail to the main account',
      await api.send(calls.passwordEmail, { body: { email } }),
    );
  });

  await rec.guard(calls.passwordReset, 'bogus token', async () => {
    const password = `Cc-${randomTag(12)}`;
    const res = await api.send(calls.passwordReset, {
      body: { token: `bogus-${randomTag(24)}`, password, passwordConfirmation: password },
    });
    rec.error(calls.passwordReset, 'a bogus token → 422', res, 422, 'code_not_found');
  });

  await rec.guard(calls.socialCallback, 'bogus code', async () => {
    const res = await api.send(calls.socialCallback, {
      params: { provider: 'google' },
      query: { code: `bogus-${randomTag(24)}` },
    });
    rec.error(calls.socialCallback, 'a bogus provider code → 422', res, 422, 'code_not_found');
  });
  const noProvider = 'needs a real code from the social provider for such an account';
  rec.skip(calls.socialCallback, 'sign-in → 200', `${noProvider} (a working sign-in)`);
  rec.skip(calls.socialCallback, 'disabled account → 403', noProvider, { status: 403, code: 'account_disabled' });
  rec.skip(calls.socialCallback, 'banned account → 403', noProvider, { status: 403, code: 'banned' });
};
