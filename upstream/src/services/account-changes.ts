/**
 * Changes to an account: registering one, the member's edits of their account and personal data,
 * its picture and password, its verification and closing it. Only the owner changes an account
 * (the routes check who asks); these check what the change may be.
 */
import { randomBytes } from 'node:crypto';
import { AccountType, type calls } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../db/database.js';
import { type UserRow, users } from '../db/schema.js';
import { fieldError, notFound } from '../http-error.js';
import { consumeResetToken, voidVerificationCodes } from './codes.js';
import type { UpstreamContext } from './context.js';
import { welcomeNewMember } from './notifications/notify.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { removeFile, storeFile } from './storage.js';
import { type Authenticated, revokeUserTokens } from './tokens.js';
import { ensureSeller, takenFields, userExistsError } from './users.js';

type RegisterBody = z.infer<typeof calls.register.body>;
type UpdateUserBody = z.infer<typeof calls.updateUser.body>;
type UserDataBody = z.infer<typeof calls.userData.body>;

/** The account with `changes` written (its updatedAt with them), or undefined when there is no such account. */
const changeUser = async (ctx: UpstreamContext, id: number, changes: Partial<UserRow>): Promise<UserRow | undefined> =>
  (
    await ctx.db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning()
  )[0];

const saveUser = async (ctx: UpstreamContext, id: number, changes: Partial<UserRow>): Promise<UserRow> => {
  const row = await changeUser(ctx, id, changes);
  if (!row) throw notFound();
  return row;
};

/** An unverified account; its user name, e-mail and phone must be free (422 naming the taken ones). */
export const registerAccount = async (ctx: UpstreamContext, body: RegisterBody): Promise<UserRow> => {
  const wanted = { userName: body.userName, email: body.email, phone: body.phone };
  const taken = await takenFields(ctx, wanted);
  if (Object.keys(taken).length > 0) throw userExistsError(taken);
  const passwordHash = await hashPassword(body.password);
  let created: UserRow | undefined;
  try {
    [created] = await ctx.db
      .insert(users)
      .values({
        userName: body.userName,
        email: body.email.toLowerCase(),
        phone: body.phone,
        phoneCountryCode: body.code.replace(/^\+/, ''),
        fullName: body.fullName,
        passwordHash,
        status: 'unverified',
      })
      .returning();
  } catch (error) {
    // Two registrations racing for the same name: the loser gets the same 422 as a late comer.
    if (isUniqueViolation(error)) throw userExistsError(await takenFields(ctx, wanted));
    throw error;
  }
  if (!created) throw new Error('insert returned no row');
  return created;
};

/** Name, user name, e-mail, phone and password; a new password needs the old one. */
export const updateAccount = async (
  ctx: UpstreamContext,
  { user, tokenId }: Authenticated,
  body: UpdateUserBody,
): Promise<UserRow> => {
  const changes: Partial<UserRow> = {};
  if (body.password !== undefined) {
    if (!(await verifyPassword(body.oldPassword ?? '', user.passwordHash))) {
      throw fieldError('validation.invalid', 'oldPassword');
    }
    changes.passwordHash = await hashPassword(body.password);
  }
  const wanted = { userName: body.userName, email: body.email, phone: body.phone };
  const taken = await takenFields(ctx, wanted, user.id);
  if (Object.keys(taken).length > 0) throw userExistsError(taken);
  if (body.fullName !== undefined) changes.fullName = body.fullName;
  if (body.userName !== undefined) changes.userName = body.userName;
  if (body.email !== undefined) changes.email = body.email.toLowerCase();
  if (body.phone !== undefined) changes.phone = body.phone;
  let updated: UserRow;
  try {
    updated = await saveUser(ctx, user.id, changes);
  } catch (error) {
    if (isUniqueViolation(error)) throw userExistsError(await takenFields(ctx, wanted, user.id));
    throw error;
  }
  // A new password signs out every other device; the one that changed it stays signed in.
  if (changes.passwordHash) await revokeUserTokens(ctx, user.id, tokenId);
  return updated;
};

/** The profile's personal data, and the account type between user and seller. */
export const updateUserData = async (ctx: UpstreamContext, user: UserRow, body: UserDataBody): Promise<UserRow> => {
  const changes: Partial<UserRow> = {};
  if (body.type !== undefined && body.type !== user.accountType) {
    // A company account comes only through the company subscription, and stays one.
    if (user.accountType === AccountType.company) throw fieldError('validation.invalid', 'type');
    changes.accountType = body.type;
  }
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.firstName !== undefined) changes.firstName = body.firstName;
  if (body.lastName !== undefined) changes.lastName = body.lastName;
  if (body.dateOfBirth !== undefined) changes.dateOfBirth = body.dateOfBirth;
  if (body.addresses !== undefined) changes.addresses = body.addresses;
  if (body.country !== undefined) changes.country = body.country;
  const updated = await saveUser(ctx, user.id, changes);
  if (updated.accountType !== AccountType.user) await ensureSeller(ctx, updated.id);
  return updated;
};

/** The account closed by its owner: every device signed out. */
export const disableAccount = async (ctx: UpstreamContext, userId: number): Promise<void> => {
  await saveUser(ctx, userId, { status: 'disabled' });
  await revokeUserTokens(ctx, userId);
};

/**
 * The profile picture replaced: stored under avatars/ with a fresh name per upload, so a file can
 * be cached forever (a new picture is a new URL), and the previous one removed.
 */
export const changeAvatar = async (
  ctx: UpstreamContext,
  user: UserRow,
  image: { data: Buffer; ext: string },
): Promise<UserRow> => {
  const path = `avatars/${user.id}-${randomBytes(8).toString('hex')}.${image.ext}`;
  await storeFile(ctx.storageDir, path, image.data);
  const updated = await changeUser(ctx, user.id, { imagePath: path });
  const previous = user.imagePath;
  if (previous?.startsWith('avatars/')) {
    await removeFile(ctx.storageDir, previous).catch((err) => ctx.log.warn({ err }, 'old avatar not removed'));
  }
  return updated ?? user;
};

/** A new password for the account a reset token names; whoever held a session with the old one is signed out. */
export const resetPassword = async (ctx: UpstreamContext, token: string, password: string): Promise<void> => {
  const passwordHash = await hashPassword(password);
  const userId = await consumeResetToken(ctx, token);
  if (userId === null) throw fieldError('error.codeInvalid', 'token');
  await changeUser(ctx, userId, { passwordHash });
  await revokeUserTokens(ctx, userId);
};

/**
 * An account whose code was right: an unverified one becomes active, its other codes stop working
 * and it is welcomed. The account as it is now.
 */
export const verifyAccount = async (ctx: UpstreamContext, user: UserRow): Promise<UserRow> => {
  if (user.status !== 'unverified') return user;
  const updated = await changeUser(ctx, user.id, { status: 'active', verifiedAt: new Date() });
  await voidVerificationCodes(ctx, user.id);
  await welcomeNewMember(ctx, user.id);
  return updated ?? user;
};
