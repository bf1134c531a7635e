/** POST /authentication/password/email and POST /authentication/password/reset. */
import type { CallHandlers } from '../http/api-router.js';
import { resetPassword } from '../services/account-changes.js';
import type { UpstreamContext } from '../services/context.js';
import { sendPasswordReset } from '../services/outbox-messages.js';
import { findUserByEmail } from '../services/users.js';
import { say } from '../texts.js';

export const passwordHandlers = (ctx: UpstreamContext) =>
  ({
    // The same answer whether or not the e-mail has an account: the form must not reveal who is registered.
    passwordEmail: async ({ body, locale }) => {
      const user = await findUserByEmail(ctx, body.email);
      if (user) await sendPasswordReset(ctx, user);
      return { message: say('upstream.resetSent', locale) };
    },

    passwordReset: async ({ body, locale }) => {
      await resetPassword(ctx, body.token, body.password);
      return { message: say('upstream.passwordReset', locale) };
    },
  }) satisfies Partial<CallHandlers>;
