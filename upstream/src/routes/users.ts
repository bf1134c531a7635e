/**
 * The account: GET /users/self, PUT /users/{id}, POST /users/user-data, PUT
 * /users/{id}/change-status, GET /users/{id}. Only the owner may change an account; what a change
 * may be is in services/account-changes.ts.
 */
import type { CallHandlers } from '../http/api-router.js';
import { forbidden, notFound } from '../http-error.js';
import { disableAccount, updateAccount, updateUserData } from '../services/account-changes.js';
import { companyProfileOf } from '../services/companies/company-profile.js';
import type { UpstreamContext } from '../services/context.js';
import { isFollowing } from '../services/follows.js';
import { findUserById, toPublicUser, toSelfUser } from '../services/users.js';
import { say } from '../texts.js';

export const userHandlers = (ctx: UpstreamContext) =>
  ({
    self: async ({ auth, locale }) => toSelfUser(ctx, auth.user, locale),

    updateUser: async ({ auth, params, body, locale }) => {
      if (params.id !== auth.user.id) throw forbidden();
      return toSelfUser(ctx, await updateAccount(ctx, auth, body), locale);
    },

    userData: async ({ auth, body, locale }) => toSelfUser(ctx, await updateUserData(ctx, auth.user, body), locale),

    changeStatus: async ({ auth, params, locale }) => {
      if (params.id !== auth.user.id) throw forbidden();
      await disableAccount(ctx, auth.user.id);
      return { message: say('upstream.accountDisabled', locale) };
    },

    showUser: async ({ params, auth, locale }) => {
      const user = await findUserById(ctx, params.id);
      // Disabled, banned and not yet verified accounts have no public profile.
      if (user?.status !== 'active') throw notFound();
      // The follow button's state for a signed-in reader (an extension of the answer); null for visitors.
      const following = auth ? await isFollowing(ctx, auth.user.id, user.id) : null;
      const company = await companyProfileOf(ctx.db, user.id, locale);
      return { ...(await toPublicUser(ctx, user)), isFollowing: following, company };
    },
  }) satisfies Partial<CallHandlers>;
