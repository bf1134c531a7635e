/**
 * Following accounts: following one (a new follow notifies the followed account; its later
 * products notify the follower, see publish-draft.ts) and unfollowing, the followed accounts
 * themselves and their newest products, and whether one member follows another. Following twice
 * or unfollowing someone not followed changes nothing; following oneself is a 422.
 */
import type { Locale, ProductPage } from '@badal/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { follows, products, sellers, users } from '../db/schema.js';
import { fieldError, notFound } from '../http-error.js';
import { refuseIfBlockedBy } from './blocks/block-rules.js';
import { isListed } from './catalogue/listed.js';
import { toCard } from './catalogue/product-cards.js';
import { cardPage } from './catalogue/product-lists.js';
import { pageMeta } from './catalogue/search.js';
import type { UpstreamContext } from './context.js';
import { notifyFollow } from './notifications/notify.js';
import { inTransaction } from './transactions.js';
import { findUserById, toPerson } from './users.js';

/** `followerId` follows an active account, notified the first time; 404 for any other account. */
export const follow = async (ctx: UpstreamContext, followerId: number, accountId: number): Promise<void> => {
  if (accountId === followerId) throw fieldError('validation.ownAccount', 'accountId');
  const account = await findUserById(ctx, accountId);
  if (account?.status !== 'active') throw notFound();
  await refuseIfBlockedBy(ctx.db, account.id, followerId, 'accountId');
  await inTransaction(ctx, async (tx, pushes) => {
    const added = await tx
      .insert(follows)
      .values({ followerId, followedId: account.id })
      .onConflictDoNothing()
      .returning({ followedId: follows.followedId });
    if (added.length > 0) await notifyFollow(ctx, { tx, pushes }, { followedId: account.id, followerId });
  });
};

/** Any account may be unfollowed (a closed one too); 404 only for an account that does not exist. */
export const unfollow = async (ctx: UpstreamContext, followerId: number, userId: number): Promise<void> => {
  if (!(await findUserById(ctx, userId))) throw notFound();
  await ctx.db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, userId)));
};

/** The accounts `followerId` follows, the latest follow first. */
export const followedAccounts = async (
  ctx: UpstreamContext,
  followerId: number,
  page: { page: number; perPage: number },
) => {
  // Closed accounts (banned, disabled) drop out of the list while the follow itself is kept.
  const where = and(eq(follows.followerId, followerId), eq(users.status, 'active'));
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ user: users, followedAt: follows.createdAt, sellerId: sellers.id })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followedId))
      .leftJoin(sellers, eq(sellers.userId, users.id))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(follows.followedId))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    ctx.db.select({ total: count() }).from(follows).innerJoin(users, eq(users.id, follows.followedId)).where(where),
  ]);
  return {
    data: rows.map(({ user, followedAt, sellerId }) => ({
      ...toPerson(ctx, user),
      seller: sellerId === null ? null : { id: sellerId },
      followedAt: followedAt.toISOString(),
    })),
    meta: pageMeta(page.page, page.perPage, counted?.total ?? 0),
  };
};

/** The published products of the accounts `followerId` follows, newest first. */
export const followingProducts = async (
  ctx: UpstreamContext,
  followerId: number,
  page: { page: number; perPage: number },
  locale: Locale,
): Promise<ProductPage> => {
  const followedSellers = ctx.db
    .select({ id: sellers.id })
    .from(sellers)
    .innerJoin(follows, eq(follows.followedId, sellers.userId))
    .where(eq(follows.followerId, followerId));
  const { rows, meta } = await cardPage(
    ctx,
    and(isListed(ctx.clock()), inArray(products.sellerId, followedSellers)),
    [desc(products.listedAt), desc(products.id)],
    page,
  );
  return { data: rows.map((row) => toCard(ctx, row, locale)), meta };
};

export const isFollowing = async (ctx: UpstreamContext, followerId: number, followedId: number): Promise<boolean> =>
  (
    await ctx.db
      .select({ id: follows.followedId })
      .from(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)))
  ).length > 0;
