/**
 * Verification codes (SMS, e-mail) and password reset tokens: hashed, expiring, single use, and a
 * code stops working after a few wrong guesses so 6 digits cannot be brute-forced.
 */
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { verificationCodes } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { UpstreamContext } from './context.js';
import { sha256 } from './secrets.js';

export type CodePurpose = 'sms' | 'email' | 'password_reset';

const TTL_MS: Record<CodePurpose, number> = {
  sms: 10 * 60_000,
  email: 60 * 60_000,
  password_reset: 60 * 60_000,
};
export const MAX_CODE_ATTEMPTS = 5;

/** Stores a new code; earlier unused codes of the same purpose stop working. */
export const storeCode = async (
  ctx: UpstreamContext,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<void> => {
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(verificationCodes.userId, userId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      userId,
      purpose,
      codeHash: sha256(code),
      expiresAt: new Date(now.getTime() + TTL_MS[purpose]),
    });
  });
};

export type CodeCheck = 'ok' | 'not_found' | 'invalid';

/**
 * Checks a code against the user's live codes of the given purposes and uses it up on success.
 * not_found: nothing is pending (never sent, expired, used, or too many wrong tries); invalid: a
 * code is pending but this is not it.
 */
export const checkCode = async (
  ctx: UpstreamContext,
  userId: number,
  purposes: readonly CodePurpose[],
  code: string,
): Promise<CodeCheck> => {
  const live = and(
    eq(verificationCodes.userId, userId),
    inArray(verificationCodes.purpose, [...purposes]),
    isNull(verificationCodes.usedAt),
    gt(verificationCodes.expiresAt, new Date()),
    lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
  );
  // Marking it used in the same statement that matches it makes the code single use under races.
  const used = await ctx.db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(live, eq(verificationCodes.codeHash, sha256(code))))
    .returning({ id: verificationCodes.id });
  if (used.length > 0) return 'ok';
  const counted = await ctx.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(live)
    .returning({ id: verificationCodes.id });
  return counted.length > 0 ? 'invalid' : 'not_found';
};

/** Uses up a password reset token; the user it belongs to, or null when unknown, used or expired. */
export const consumeResetToken = async (ctx: UpstreamContext, token: string): Promise<number | null> => {
  const [row] = await ctx.db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.codeHash, sha256(token)),
        eq(verificationCodes.purpose, 'password_reset'),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .returning({ userId: verificationCodes.userId });
  return row?.userId ?? null;
};

/** Once an account is verified, its other pending verification codes are void. */
export const voidVerificationCodes = async (ctx: UpstreamContext, userId: number): Promise<void> => {
  await ctx.db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        inArray(verificationCodes.purpose, ['sms', 'email']),
        isNull(verificationCodes.usedAt),
      ),
    );
};

const DAY_MS = 86_400_000;

/**
 * Refuses (429, Retry-After in seconds) an SMS code to a user who was sent one within the resend
 * cooldown, or who has had the day's allowance already.
 */
export const assertSmsAllowed = async (ctx: UpstreamContext, userId: number): Promise<void> => {
  const { resendCooldownSeconds, perPhonePerDay } = ctx.smsLimits;
  const now = Date.now();
  const sent = await ctx.db
    .select({ at: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, 'sms'),
        gt(verificationCodes.createdAt, new Date(now - DAY_MS)),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(perPhonePerDay);
  const waitUntil = (time: number) => {
    const seconds = Math.max(1, Math.ceil((time - now) / 1000));
    return new HttpError(429, 'error.tooManyRequests', undefined, { 'retry-after': String(seconds) });
  };
  const last = sent[0]?.at.getTime();
  if (last !== undefined && now - last < resendCooldownSeconds * 1000)
    throw waitUntil(last + resendCooldownSeconds * 1000);
  const oldestCounted = sent[perPhonePerDay - 1]?.at.getTime();
  if (oldestCounted !== undefined) throw waitUntil(oldestCounted + DAY_MS);
};
