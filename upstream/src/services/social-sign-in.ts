/**
 * Social sign-in through the sandbox provider: the one-time codes its consent page hands out (10
 * minutes, single use, bound to a PKCE challenge when the redirect carried one) and the account a
 * provider identity signs into — linked before, or created now as a verified account.
 */
import type { SocialProvider } from '@badal/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../db/database.js';
import { socialCodes, socialIdentities, type UserRow, users } from '../db/schema.js';
import { fieldError } from '../http-error.js';
import type { UpstreamContext } from './context.js';
import { welcomeNewMember } from './notifications/notify.js';
import { unusablePasswordHash } from './passwords.js';
import { pkceChallenge, randomDigits, randomToken, sha256 } from './secrets.js';
import { findUserByEmail } from './users.js';

const SOCIAL_CODE_TTL_MS = 10 * 60_000;

/** What the person typed on the consent page: the identity the provider would share. */
export interface SocialIdentity {
  email: string;
  fullName: string;
}

/** A user name nobody has yet, made from the e-mail's local part (e.g. sara.k → sara.k, sara.k4821). */
const freeUserName = async (ctx: UpstreamContext, email: string): Promise<string> => {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 20);
  if (base.length < 3) base = `user${base}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${randomDigits(4)}`;
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.userName})`, candidate.toLowerCase()))
      .limit(1);
    if (!taken) return candidate;
  }
  return `user${randomDigits(8)}`;
};

/** The account for a provider identity: linked before, found by e-mail, or created now. */
export const socialAccount = async (
  ctx: UpstreamContext,
  provider: SocialProvider,
  { email, fullName }: SocialIdentity,
): Promise<UserRow> => {
  const [linked] = await ctx.db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, email)))
    .limit(1);
  if (linked) return linked.user;
  // Typing an address on the sandbox page proves nothing about owning it: an account that was
  // not made through this provider is never signed into from here.
  if (await findUserByEmail(ctx, email)) throw fieldError('error.socialEmailTaken', 'code');
  let user: UserRow | undefined;
  // Retried because a parallel sign-in of the same person may take the e-mail first (then use
  // that account) or the same generated user name (then pick another).
  for (let attempt = 0; attempt < 3 && !user; attempt++) {
    try {
      [user] = await ctx.db
        .insert(users)
        .values({
          userName: await freeUserName(ctx, email),
          email,
          fullName,
          passwordHash: await unusablePasswordHash(),
          status: 'active',
          verifiedAt: new Date(),
        })
        .returning();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      user = await findUserByEmail(ctx, email);
    }
  }
  if (!user) throw new Error('social account could not be created');
  await ctx.db.insert(socialIdentities).values({ provider, subject: email, userId: user.id }).onConflictDoNothing();
  await welcomeNewMember(ctx, user.id);
  return user;
};

/** Whether the e-mail belongs to an account this provider identity was never linked to. */
export const emailOfAnotherAccount = async (
  ctx: UpstreamContext,
  provider: SocialProvider,
  email: string,
): Promise<boolean> => {
  const [linked] = await ctx.db
    .select({ id: socialIdentities.id })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, email)))
    .limit(1);
  return !linked && (await findUserByEmail(ctx, email)) !== undefined;
};

/** A new one-time code for the identity (only its hash is stored). */
export const issueSocialCode = async (
  ctx: UpstreamContext,
  provider: SocialProvider,
  identity: SocialIdentity,
  codeChallenge: string | undefined,
): Promise<string> => {
  const code = randomToken();
  await ctx.db.insert(socialCodes).values({
    codeHash: sha256(code),
    provider,
    email: identity.email,
    fullName: identity.fullName,
    codeChallenge: codeChallenge ?? null,
    expiresAt: new Date(Date.now() + SOCIAL_CODE_TTL_MS),
  });
  return code;
};

/** The identity a code was issued for, using the code up; undefined for an unknown, used or expired one. */
export const redeemSocialCode = async (
  ctx: UpstreamContext,
  provider: SocialProvider,
  code: string,
  codeVerifier: string | undefined,
): Promise<SocialIdentity | undefined> => {
  // Using the code up in the statement that finds it makes it single use, even under races.
  const [grant] = await ctx.db
    .update(socialCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(socialCodes.codeHash, sha256(code)),
        eq(socialCodes.provider, provider),
        isNull(socialCodes.usedAt),
        gt(socialCodes.expiresAt, new Date()),
        // A code made with a PKCE challenge is only for whoever holds its verifier.
        codeVerifier ? eq(socialCodes.codeChallenge, pkceChallenge(codeVerifier)) : isNull(socialCodes.codeChallenge),
      ),
    )
    .returning({ email: socialCodes.email, fullName: socialCodes.fullName });
  return grant;
};
