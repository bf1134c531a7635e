/**
 * Account verification: GET /authentication/message (send an SMS code), GET
 * /authentication/message/check-code (verify and sign in), POST
 * /authentication/resend-email-verification (a new e-mail code).
 */
import { ACCOUNT_KEY_HEADER } from '@badal/contracts';
import type { CallHandlers } from '../http/api-router.js';
import { fieldError, HttpError } from '../http-error.js';
import { verifyAccount } from '../services/account-changes.js';
import { accountKeyFor } from '../services/account-key.js';
import { checkCode } from '../services/codes.js';
import type { UpstreamContext } from '../services/context.js';
import { endLapsedSuspension } from '../services/moderation/suspension.js';
import { sendEmailCode, sendSmsCode } from '../services/outbox-messages.js';
import { verifyPasswordOrDummy } from '../services/passwords.js';
import { assertCanSignIn, findUserByLogin, findUserByPhone, loginResponse } from '../services/users.js';
import { say } from '../texts.js';

/** The BFF may add the device push token to the query (§7 global rules); it is optional. */
const fcmTokenOf = (query: unknown): string | undefined => {
  const value = (query as { fcmToken?: unknown } | undefined)?.fcmToken;
  return typeof value === 'string' && value.length > 0 && value.length <= 4096 ? value : undefined;
};

export const verificationHandlers = (ctx: UpstreamContext) =>
  ({
    sendSms: async ({ query, locale }) => {
      const user = await findUserByPhone(ctx, query.mobile);
      if (!user) throw fieldError('error.invalidNumber', 'mobile');
      await sendSmsCode(ctx, user);
      return { message: say('upstream.smsSent', locale) };
    },

    checkCode: async ({ query, request }) => {
      const user = await findUserByPhone(ctx, query.number);
      if (!user || (query.email !== undefined && user.email !== query.email.toLowerCase())) {
        throw fieldError('error.codeNotFound', 'code');
      }
      const result = await checkCode(ctx, user.id, ['sms', 'email'], query.code);
      if (result === 'not_found') throw fieldError('error.codeNotFound', 'code');
      if (result === 'invalid') throw fieldError('error.codeInvalid', 'code');
      const current = await endLapsedSuspension(ctx, await verifyAccount(ctx, user));
      assertCanSignIn(current);
      return loginResponse(ctx, current, fcmTokenOf(request.query));
    },

    resendEmailVerification: async ({ body, locale, reply }) => {
      const user = await findUserByLogin(ctx, body.userName);
      const valid = await verifyPasswordOrDummy(body.password, user?.passwordHash);
      // A password is checked here too: the BFF counts wrong ones with the sign-in's (account-key.ts).
      reply.header(ACCOUNT_KEY_HEADER, await accountKeyFor(ctx, body.userName, user));
      if (!user || !valid) throw new HttpError(400, 'error.invalidCredentials');
      if (user.status !== 'unverified') return { message: say('upstream.alreadyVerified', locale) };
      await sendEmailCode(ctx, user);
      return { message: say('upstream.emailSent', locale) };
    },
  }) satisfies Partial<CallHandlers>;
