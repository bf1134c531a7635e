/**
 * The account a typed sign-in name stands for, as an opaque key (the Badal extension header
 * `badal-account-key` of POST /authentication and POST /authentication/resend-email-verification,
 * docs/decisions/002-account-guess-limits.md). The BFF counts wrong passwords per account with it:
 * the user name, the e-mail address and the phone number of one account give one key, so typing
 * another of its names does not buy more guesses. A name that is no account's gets a key too, made
 * from the name itself, so the header never tells whether an account exists; keys are HMACs, so
 * they tell nothing about the account either.
 */
import { createHmac } from 'node:crypto';
import { DEV_PUSH_SECRET } from '../config.js';
import type { UserRow } from '../db/schema.js';
import type { UpstreamContext } from './context.js';
import { findUserByPhone } from './users.js';

/** A typed name with case and spacing folded: ` Seller@Badal.test ` and `seller@badal.test` are one name. */
export const foldLoginName = (typed: string): string => typed.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** The 8-digit phone number a folded name is, with or without Kuwait's calling code; null otherwise. */
export const phoneOf = (folded: string): string | null => /^(?:\+965|00965|965)?(\d{8})$/.exec(folded)?.[1] ?? null;

const hmac = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('base64url').slice(0, 32);

/**
 * The key of `typed`: the account's when `user` (found by user name or e-mail) or the account with
 * that phone number exists, else one derived from the folded name. Same length and alphabet either way.
 */
export const accountKeyFor = async (
  ctx: UpstreamContext,
  typed: string,
  user: Pick<UserRow, 'id'> | undefined,
): Promise<string> => {
  const folded = foldLoginName(typed);
  const phone = user ? null : phoneOf(folded);
  const account = user ?? (phone ? await findUserByPhone(ctx, phone) : undefined);
  return hmac(ctx.accountKeySecret ?? DEV_PUSH_SECRET, account ? `account:${account.id}` : `name:${folded}`);
};
