/** POST /authentication/password/email and POST /authentication/password/reset. */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { CallHandlers } from '../http/api-router.js';
import { fieldError } from '../http-error.js';
import { consumeResetToken } from '../services/codes.js';
import type { UpstreamContext } from '../services/context.js';
import { sendPasswordReset } from '../services/outbox-messages.js';
import { hashPassword } from '../services/passwords.js';
import { revokeUserTokens } from '../services/tokens.js';
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
      const passwordHash = await hashPassword(body.password);
      const userId = await consumeResetToken(ctx, body.token);
      if (userId === null) throw fieldError('error.codeInvalid', 'token');
      await ctx.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
      // Whoever held a session with the old password is signed out.
      await revokeUserTokens(ctx, userId);
      return { message: say('upstream.passwordReset', locale) };
    },
  }) satisfies Partial<CallHandlers>;
