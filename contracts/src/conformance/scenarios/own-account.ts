/**
 * The destructive end of an account's life, run only on the account the suite registered this
 * run and only with a dev outbox: SMS verification signs it in, a password reset by e-mailed
 * token (ownAccountChecks, which leaves the fresh account's token in the suite state for the
 * scenarios that need a second person), then change-status disables it — its token stops working
 * and signing in says disabled (disableOwnAccountChecks, run after those scenarios).
 */

import type { CallDef } from '../../call.js';
import { calls } from '../../calls/index.js';
import type { LoginResponse } from '../../entities/session.js';
import type { SelfUser } from '../../entities/user.js';
import type { ErrorCode } from '../../errors.js';
import type { SuiteContext } from '../context.js';
import { randomTag } from '../identity.js';
import { phoneAddresses } from '../outbox.js';

const OUTBOX = 'set CONFORMANCE_OUTBOX_URL (or --outbox) to a dev outbox';

const PLANNED: readonly [CallDef, string, string, { status: number; code: ErrorCode }?][] = [
  [calls.sendSms, 'SMS code to the fresh account', `reads the SMS code from a dev outbox: ${OUTBOX}`],
  [calls.checkCode, 'the right code signs the fresh account in', `needs the SMS code from a dev outbox: ${OUTBOX}`],
  [
    calls.passwordReset,
    'reset the password with the e-mailed token',
    `needs the e-mailed token from a dev outbox: ${OUTBOX}`,
  ],
  [
    calls.changeStatus,
    'disable the fresh account, its token stops working',
    'destructive, so it runs only on an account the suite registers and verifies itself, which needs the SMS ' +
      `code: ${OUTBOX}`,
  ],
  [
    calls.login,
    'the disabled account → 403',
    `needs an account the suite disabled itself: ${OUTBOX}`,
    { status: 403, code: 'account_disabled' },
  ],
];

/** Skips the planned checks from `from` on, with their own reason or the one given. */
const skipFrom = (ctx: SuiteContext, from: number, reason?: string) => {
  for (const [call, check, why, mapping] of PLANNED.slice(from)) ctx.rec.skip(call, check, reason ?? why, mapping);
};

/** The checks of ownAccountChecks; the rest of PLANNED belongs to disableOwnAccountChecks. */
const VERIFYING = 3;

/** Skips the planned checks of `from` up to (not including) `to`. */
const skipRange = (ctx: SuiteContext, from: number, to: number, reason?: string) => {
  for (const [call, check, why, mapping] of PLANNED.slice(from, to)) ctx.rec.skip(call, check, reason ?? why, mapping);
};

export const ownAccountChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, outbox, state } = ctx;
  if (!outbox) {
    skipRange(ctx, 0, VERIFYING);
    return;
  }
  const fresh = state.fresh;
  if (!fresh?.id) {
    skipRange(ctx, 0, VERIFYING, 'not run: registering the fresh account failed');
    return;
  }
  const id = fresh.id;

  let code: string | undefined;
  await rec.guard(calls.sendSms, 'to the fresh account', async () => {
    const res = await api.send(calls.sendSms, { query: { mobile: fresh.phone } });
    // An API with a resend cooldown holds a second SMS back right after registration's (429 with
    // Retry-After); registration's code is then the one in the outbox.
    const sent =
      res.status === 429
        ? rec.error(calls.sendSms, 'SMS code to the fresh account', res, 429)
        : rec.success(calls.sendSms, 'SMS code to the fresh account', res);
    if (!sent) return;
    code = (await outbox.latest(phoneAddresses(fresh.phone), 'sms'))?.code ?? undefined;
    if (!code)
      rec.fail(calls.sendSms, 'the SMS reached the outbox', `no SMS with a code for ${fresh.phone} in the outbox`);
  });

  let token: string | undefined;
  await rec.guard(calls.checkCode, 'right code', async () => {
    if (!code) {
      rec.skip(calls.checkCode, 'the right code signs the fresh account in', 'not run: no SMS code to enter');
      return;
    }
    const res = await api.send(calls.checkCode, { query: { number: fresh.phone, email: fresh.email, code } });
    token = rec.success<LoginResponse>(calls.checkCode, 'the right code signs the fresh account in', res, (s) =>
      s.id !== id ? `it signed in user ${s.id}` : undefined,
    )?.access_token;
  });
  if (!token) {
    skipRange(ctx, 2, VERIFYING, 'not run: the fresh account could not sign in');
    return;
  }

  await rec.guard(calls.self, 'the verified fresh account', async () => {
    rec.success<SelfUser>(calls.self, 'the fresh account, now verified', await api.send(calls.self, { token }), (u) =>
      u.id !== id ? `it is user ${u.id}` : u.verified ? undefined : 'verified is still false',
    );
  });

  await rec.guard(calls.passwordReset, 'reset by e-mailed token', async () => {
    const check = 'reset the password with the e-mailed token';
    const asked = rec.success(
      calls.passwordEmail,
      'reset e-mail to the fresh account',
      await api.send(calls.passwordEmail, { body: { email: fresh.email } }),
    );
    if (!asked) return rec.skip(calls.passwordReset, check, 'not run: the reset e-mail was refused');
    const mail = await outbox.latest([fresh.email], 'email');
    const resetToken = mail?.token ?? mail?.code;
    if (!resetToken)
      return rec.fail(calls.passwordReset, check, `no e-mail with a reset token for ${fresh.email} in the outbox`);
    const password = `Cc-${randomTag(12)}`;
    const res = await api.send(calls.passwordReset, {
      body: { token: resetToken, password, passwordConfirmation: password },
    });
    if (!rec.success(calls.passwordReset, check, res)) return;
    fresh.password = password;
    // A reset may revoke the tokens issued before it; carry on with a fresh sign-in.
    const signIn = await api.send(calls.login, { body: { userName: fresh.userName, password } });
    const session = rec.success<LoginResponse>(calls.login, 'sign in with the reset password', signIn);
    if (session) token = session.access_token;
  });

  fresh.token = token;
};

export const disableOwnAccountChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, outbox, state } = ctx;
  const fresh = state.fresh;
  if (!outbox) {
    skipFrom(ctx, VERIFYING);
    return;
  }
  const token = fresh?.token;
  if (!fresh?.id || !token) {
    skipFrom(ctx, VERIFYING, 'not run: the fresh account could not sign in');
    return;
  }
  const id = fresh.id;

  await rec.guard(calls.changeStatus, 'disable the fresh account', async () => {
    const check = 'disable the fresh account (POST + _method=PUT)';
    const done = rec.success(
      calls.changeStatus,
      check,
      await api.send(calls.changeStatus, { params: { id }, body: {}, token }),
    );
    if (!done) {
      rec.skip(calls.login, 'the disabled account → 403', 'not run: disabling failed', {
        status: 403,
        code: 'account_disabled',
      });
      return;
    }
    rec.error(calls.changeStatus, 'its token stops working (self → 401)', await api.send(calls.self, { token }), 401);
    const res = await api.send(calls.login, { body: { userName: fresh.userName, password: fresh.password } });
    rec.error(calls.login, 'the disabled account → 403', res, 403, 'account_disabled');
  });
};
