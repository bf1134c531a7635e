/**
 * Bearer tokens: opaque random strings handed out once; the database keeps only their SHA-256 with
 * an expiry (by the API's clock, which tests move on instead of waiting), the push token of the
 * device, and a revocation time.
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { accessTokens, type UserRow, users } from '../db/schema.js';
import type { UpstreamContext } from './context.js';
import { randomToken, sha256 } from './secrets.js';

export interface IssuedToken {
  token: string;
  expiresIn: number;
}

export const issueToken = async (
  ctx: UpstreamContext,
  userId: number,
  fcmToken: string | undefined,
): Promise<IssuedToken> => {
  const token = randomToken();
  await ctx.db.insert(accessTokens).values({
    userId,
    tokenHash: sha256(token),
    fcmToken: fcmToken ?? null,
    expiresAt: new Date(ctx.clock().getTime() + ctx.tokenTtlSeconds * 1000),
  });
  return { token, expiresIn: ctx.tokenTtlSeconds };
};

export interface Authenticated {
  user: UserRow;
  tokenId: number;
}

/** The user behind a live token: not expired, not revoked, and an account that is still active. */
export const authenticateToken = async (ctx: UpstreamContext, token: string): Promise<Authenticated | null> => {
  const [row] = await ctx.db
    .select({ user: users, tokenId: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sha256(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, ctx.clock()),
      ),
    )
    .limit(1);
  if (row?.user.status !== 'active') return null;
  return row;
};

export const revokeToken = async (ctx: UpstreamContext, tokenId: number): Promise<void> => {
  await ctx.db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
};

/** Revokes every live token of a user, optionally keeping the one making the request. */
export const revokeUserTokens = async (ctx: UpstreamContext, userId: number, keepTokenId?: number): Promise<void> => {
  await ctx.db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        keepTokenId === undefined ? undefined : ne(accessTokens.id, keepTokenId),
      ),
    );
};

/** Reads the token of an `Authorization: Bearer …` header. */
export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
};
