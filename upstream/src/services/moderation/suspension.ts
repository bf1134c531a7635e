/**
 * A suspension ends by itself (§6 'blocked' until `blocked_until`, issue #31): the first sign-in
 * after that time finds the account active again, by the API's clock. Until then sign-in answers
 * §8's 'your account is blocked' (users.ts assertCanSignIn), and the tokens were revoked when the
 * operator suspended the account, so no live session outlasts the decision.
 */
import { and, eq, lte } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';

export const endLapsedSuspension = async (ctx: UpstreamContext, user: UserRow): Promise<UserRow> => {
  const now = ctx.clock();
  if (user.status !== 'blocked' || user.blockedUntil === null || user.blockedUntil > now) return user;
  const [lifted] = await ctx.db
    .update(users)
    .set({ status: 'active', blockedUntil: null })
    .where(and(eq(users.id, user.id), eq(users.status, 'blocked'), lte(users.blockedUntil, now)))
    .returning();
  return lifted ?? user;
};
