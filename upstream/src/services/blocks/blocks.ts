/**
 * Blocking and unblocking (issue #31 item 2) and the blocker's list of blocked people. Blocking
 * also ends the blocked person's follow of the blocker (they may not follow them any more);
 * blocking twice or unblocking someone not blocked changes nothing.
 */
import type { BlockedPerson } from '@badal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { blocks, follows, users } from '../../db/schema.js';
import { fieldError, notFound } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { inTransaction } from '../transactions.js';
import { findUserById, toPerson } from '../users.js';

/** `blockerId` blocks an account that exists and is not closed for good; 404 otherwise. */
export const blockPerson = async (ctx: UpstreamContext, blockerId: number, userId: number): Promise<void> => {
  if (userId === blockerId) throw fieldError('validation.ownAccount', 'userId');
  const person = await findUserById(ctx, userId);
  if (!person || person.status === 'disabled') throw notFound();
  await inTransaction(ctx, async (tx) => {
    await tx.insert(blocks).values({ blockerId, blockedId: person.id }).onConflictDoNothing();
    await tx.delete(follows).where(and(eq(follows.followerId, person.id), eq(follows.followedId, blockerId)));
  });
};

/** Any account may be unblocked (a closed one too); 404 only for an account that does not exist. */
export const unblockPerson = async (ctx: UpstreamContext, blockerId: number, userId: number): Promise<void> => {
  if (!(await findUserById(ctx, userId))) throw notFound();
  await ctx.db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, userId)));
};

/** Everyone `blockerId` blocked, the latest block first (whatever their account's state: to unblock). */
export const blockedPeople = async (ctx: UpstreamContext, blockerId: number): Promise<BlockedPerson[]> => {
  const rows = await ctx.db
    .select({ user: users, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
    .limit(500);
  return rows.map(({ user, blockedAt }) => ({ ...toPerson(ctx, user), blockedAt: blockedAt.toISOString() }));
};
