/**
 * Following accounts (spec §7): POST /accounts/follow {accountId} (a user id), DELETE
 * /accounts/{userId}/follow, GET /accounts/following/products (published products of the
 * followed accounts, newest first), and the extension GET /accounts/following (the followed
 * accounts themselves, for the following page's chips). The rules (notifications, following twice
 * or oneself) are in services/follows.ts.
 */
import type { CallHandlers } from '../http/api-router.js';
import type { UpstreamContext } from '../services/context.js';
import { follow, followedAccounts, followingProducts, unfollow } from '../services/follows.js';
import { say } from '../texts.js';

export const followHandlers = (ctx: UpstreamContext) =>
  ({
    follow: async ({ auth, body, locale }) => {
      await follow(ctx, auth.user.id, body.accountId);
      return { message: say('upstream.followed', locale) };
    },

    unfollow: async ({ auth, params, locale }) => {
      await unfollow(ctx, auth.user.id, params.userId);
      return { message: say('upstream.unfollowed', locale) };
    },

    followedAccounts: ({ auth, query }) => followedAccounts(ctx, auth.user.id, query),

    followingProducts: ({ auth, query, locale }) => followingProducts(ctx, auth.user.id, query, locale),
  }) satisfies Partial<CallHandlers>;
