/** Account lookups and the shapes the contracts give them (self user, public user, login answer). */

import {
  AccountType,
  type Gender,
  type Locale,
  type LoginResponse,
  type Person,
  type PublicUser,
  type SelfUser,
} from '@badal/contracts';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { sellers, type UserRow, users } from '../db/schema.js';
import { type FieldErrors, HttpError } from '../http-error.js';
import { mediaUrl, type UpstreamContext } from './context.js';
import { profileMembership } from './memberships/membership-store.js';
import { issueToken } from './tokens.js';

export const findUserById = async (ctx: UpstreamContext, id: number): Promise<UserRow | undefined> =>
  (await ctx.db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/** A login name is the user name (any case) or the e-mail address. */
export const findUserByLogin = async (ctx: UpstreamContext, login: string): Promise<UserRow | undefined> => {
  const value = login.trim().toLowerCase();
  return (
    await ctx.db
      .select()
      .from(users)
      .where(or(eq(sql`lower(${users.userName})`, value), eq(users.email, value)))
      .limit(1)
  )[0];
};

export const findUserByPhone = async (ctx: UpstreamContext, phone: string): Promise<UserRow | undefined> =>
  (await ctx.db.select().from(users).where(eq(users.phone, phone)).limit(1))[0];

export const findUserByEmail = async (ctx: UpstreamContext, email: string): Promise<UserRow | undefined> =>
  (await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0];

/**
 * Which of user name, e-mail and phone another account already uses, as field errors
 * (e-mail: 'email already exists'; the others: 'user already exists').
 */
export const takenFields = async (
  ctx: UpstreamContext,
  wanted: { userName?: string | undefined; email?: string | undefined; phone?: string | undefined },
  exceptUserId?: number,
): Promise<FieldErrors> => {
  const checks = [
    wanted.userName ? eq(sql`lower(${users.userName})`, wanted.userName.toLowerCase()) : undefined,
    wanted.email ? eq(users.email, wanted.email.toLowerCase()) : undefined,
    wanted.phone ? eq(users.phone, wanted.phone) : undefined,
  ].filter((c) => c !== undefined);
  if (checks.length === 0) return {};
  const rows = await ctx.db
    .select({ userName: users.userName, email: users.email, phone: users.phone })
    .from(users)
    .where(and(or(...checks), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)));
  const errors: FieldErrors = {};
  for (const row of rows) {
    if (wanted.email && row.email === wanted.email.toLowerCase()) errors.email = ['error.emailExists'];
    if (wanted.userName && row.userName.toLowerCase() === wanted.userName.toLowerCase())
      errors.userName = ['error.userExists'];
    if (wanted.phone && row.phone === wanted.phone) errors.phone = ['error.userExists'];
  }
  return errors;
};

/** 422 naming the taken fields; the message is 'email already exists' when the e-mail is one of them. */
export const userExistsError = (errors: FieldErrors): HttpError =>
  new HttpError(422, errors.email ? 'error.emailExists' : 'error.userExists', errors);

export const hasMembership = (user: UserRow): boolean =>
  user.membershipExpiresAt !== null && user.membershipExpiresAt.getTime() > Date.now();

/** Sign-in is refused for unverified (401), banned or blocked (403) and disabled (403) accounts. */
export const assertCanSignIn = (user: UserRow): void => {
  switch (user.status) {
    case 'active':
      return;
    case 'unverified':
      throw new HttpError(401, 'error.verifyAccount');
    case 'disabled':
      throw new HttpError(403, 'error.accountDisabled');
    default:
      throw new HttpError(403, 'error.accountBlocked');
  }
};

export const loginResponse = async (
  ctx: UpstreamContext,
  user: UserRow,
  fcmToken: string | undefined,
): Promise<LoginResponse> => {
  const { token, expiresIn } = await issueToken(ctx, user.id, fcmToken);
  return {
    id: user.id,
    fullname: user.fullName,
    access_token: token,
    expires_in: expiresIn,
    checkMembership: hasMembership(user),
  };
};

/** An account type as stored, read defensively (anything unknown is a plain user). */
export const accountTypeOf = (stored: number): AccountType =>
  stored === AccountType.seller || stored === AccountType.company ? stored : AccountType.user;

/** Seller and company accounts get a sellers row; its id is what clients call `seller.id`. */
export const ensureSeller = async (ctx: UpstreamContext, userId: number): Promise<number> => {
  await ctx.db.insert(sellers).values({ userId }).onConflictDoNothing();
  const [row] = await ctx.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, userId));
  if (!row) throw new Error(`seller row missing for user ${userId}`);
  return row.id;
};

/** The seller profile of an account, if it has one (looked up, never created, on a public read). */
export const sellerIdOf = async (ctx: UpstreamContext, userId: number): Promise<number | null> =>
  (await ctx.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, userId)).limit(1))[0]?.id ?? null;

export const toSelfUser = async (ctx: UpstreamContext, user: UserRow, locale: Locale): Promise<SelfUser> => {
  const type = accountTypeOf(user.accountType);
  // A plain user has a seller profile once they have published an ad (see publish-draft.ts).
  const sellerId = type === AccountType.user ? await sellerIdOf(ctx, user.id) : await ensureSeller(ctx, user.id);
  const image = mediaUrl(ctx, user.imagePath);
  return {
    id: user.id,
    fullName: user.fullName,
    userName: user.userName,
    email: user.email,
    phone: user.phone,
    image: image === null ? null : { url: image },
    seller: sellerId === null ? null : { id: sellerId },
    accountType: type,
    verified: user.status !== 'unverified',
    checkMembership: hasMembership(user),
    membership: hasMembership(user) ? await profileMembership(ctx.db, user.id, locale, new Date()) : null,
    operator: user.role === 'operator',
    type,
    gender: user.gender === 'male' || user.gender === 'female' ? (user.gender as Gender) : null,
    firstName: user.firstName,
    lastName: user.lastName,
    dateOfBirth: user.dateOfBirth,
    addresses: user.addresses,
    country: user.country,
  };
};

/** A person as lists show them (contracts' personSchema). */
export const toPerson = (
  ctx: UpstreamContext,
  user: Pick<UserRow, 'id' | 'fullName' | 'userName' | 'imagePath' | 'accountType'>,
): Person => {
  const image = mediaUrl(ctx, user.imagePath);
  return {
    id: user.id,
    fullName: user.fullName,
    userName: user.userName,
    image: image === null ? null : { url: image },
    accountType: accountTypeOf(user.accountType),
  };
};

export const toPublicUser = async (ctx: UpstreamContext, user: UserRow): Promise<PublicUser> => {
  // Users get a seller profile with their first ad; sellers and companies have one from the start.
  const sellerId = await sellerIdOf(ctx, user.id);
  return {
    ...toPerson(ctx, user),
    seller: sellerId === null ? null : { id: sellerId },
    country: user.country,
    addresses: user.addresses,
    createdAt: user.createdAt.toISOString(),
  };
};
