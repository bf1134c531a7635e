/**
 * Following accounts (spec §7): POST /accounts/follow {accountId} (a user id), DELETE
 * /accounts/{userId}/follow, GET /accounts/following/products (published products of the
 * followed accounts, newest first), and the extension GET /accounts/following (the followed
 * accounts themselves, for the following page's chips). A new follow notifies the followed account; its later
 * products notify the follower. Following twice or unfollowing someone not followed changes
 * nothing; following oneself is a 422.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { follows, products, sellers, users } from '../db/schema.js';
import type { CallHandlers } from '../http/api-router.js';
import { fieldError, notFound } from '../http-error.js';
import { listCards, toCard } from '../services/catalogue/product-cards.js';
import { pageMeta } from '../services/catalogue/search.js';
import type { UpstreamContext } from '../services/context.js';
import { notifyFollow } from '../services/notifications/notify.js';
import { inTransaction } from '../services/transactions.js';
import { findUserById, toPerson } from '../services/users.js';
import { say } from '../texts.js';

export const followHandlers = (ctx: UpstreamContext) =>
  ({
    follow: async ({ auth, body, locale }) => {
      if (body.accountId === auth.user.id) throw fieldError('validation.ownAccount', 'accountId');
      const account = await findUserById(ctx, body.accountId);
      if (account?.status !== 'active') throw notFound();
      await inTransaction(ctx, async (tx, pushes) => {
        const added = await tx
          .insert(follows)
          .values({ followerId: auth.user.id, followedId: account.id })
          .onConflictDoNothing()
          .returning({ followedId: follows.followedId });
        if (added.length > 0) {
          await notifyFollow(ctx, { tx, pushes }, { followedId: account.id, followerId: auth.user.id });
        }
      });
      return { message: say('upstream.followed', locale) };
    },

    unfollow: async ({ auth, params, locale }) => {
      if (!(await findUserById(ctx, params.userId))) throw notFound();
      await ctx.db
        .delete(follows)
        .where(and(eq(follows.followerId, auth.user.id), eq(follows.followedId, params.userId)));
      return { message: say('upstream.unfollowed', locale) };
    },

    followedAccounts: async ({ auth, query }) => {
      // Closed accounts (banned, disabled) drop out of the list while the follow itself is kept.
      const where = and(eq(follows.followerId, auth.user.id), eq(users.status, 'active'));
      const [rows, [counted]] = await Promise.all([
        ctx.db
          .select({ user: users, followedAt: follows.createdAt, sellerId: sellers.id })
          .from(follows)
          .innerJoin(users, eq(users.id, follows.followedId))
          .leftJoin(sellers, eq(sellers.userId, users.id))
          .where(where)
          .orderBy(desc(follows.createdAt), desc(follows.followedId))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        ctx.db.select({ total: count() }).from(follows).innerJoin(users, eq(users.id, follows.followedId)).where(where),
      ]);
      return {
        data: rows.map(({ user, followedAt, sellerId }) => ({
          ...toPerson(ctx, user),
          seller: sellerId === null ? null : { id: sellerId },
          followedAt: followedAt.toISOString(),
        })),
        meta: pageMeta(query.page, query.perPage, counted?.total ?? 0),
      };
    },

    followingProducts: async ({ auth, query, locale }) => {
      const followedSellers = ctx.db
        .select({ id: sellers.id })
        .from(sellers)
        .innerJoin(follows, eq(follows.followedId, sellers.userId))
        .where(eq(follows.followerId, auth.user.id));
      const where = and(eq(products.status, 'published'), inArray(products.sellerId, followedSellers));
      const [rows, [counted]] = await Promise.all([
        listCards(ctx, {
          where,
          orderBy: [desc(products.listedAt), desc(products.id)],
          limit: query.perPage,
          offset: (query.page - 1) * query.perPage,
        }),
        ctx.db.select({ total: count() }).from(products).where(where),
      ]);
      return {
        data: rows.map((row) => toCard(ctx, row, locale)),
        meta: pageMeta(query.page, query.perPage, counted?.total ?? 0),
      };
    },
  }) satisfies Partial<CallHandlers>;
