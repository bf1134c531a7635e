/** POST /authentication (sign in) and POST /authentication/logout. */
import { ACCOUNT_KEY_HEADER } from '@badal/contracts';
import type { CallHandlers } from '../http/api-router.js';
import { HttpError } from '../http-error.js';
import { accountKeyFor } from '../services/account-key.js';
import type { UpstreamContext } from '../services/context.js';
import { endLapsedSuspension } from '../services/moderation/suspension.js';
import { verifyPasswordOrDummy } from '../services/passwords.js';
import { revokeToken } from '../services/tokens.js';
import { assertCanSignIn, findUserByLogin, loginResponse } from '../services/users.js';
import { say } from '../texts.js';

export const authenticationHandlers = (ctx: UpstreamContext) =>
  ({
    login: async ({ body, reply }) => {
      const user = await findUserByLogin(ctx, body.userName);
      // The password is checked before the account state, so the state of an account is only told
      // to someone who knows its password.
      const valid = await verifyPasswordOrDummy(body.password, user?.passwordHash);
      // Which account the name stands for, on every answer (the BFF's guess limits count per account).
      reply.header(ACCOUNT_KEY_HEADER, await accountKeyFor(ctx, body.userName, user));
      if (!user || !valid) throw new HttpError(400, 'error.invalidCredentials');
      const current = await endLapsedSuspension(ctx, user);
      assertCanSignIn(current);
      return loginResponse(ctx, current, body.fcmToken);
    },

    logout: async ({ auth, locale }) => {
      await revokeToken(ctx, auth.tokenId);
      return { message: say('session.loggedOut', locale) };
    },
  }) satisfies Partial<CallHandlers>;
