/**
 * The account: GET /users/self, PUT /users/{id}, POST /users/user-data, PUT
 * /users/{id}/change-status, GET /users/{id}. Only the owner may change an account.
 */
import { AccountType } from '@badal/contracts';
import { and, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../db/database.js';
import { follows, type UserRow, users } from '../db/schema.js';
import type { CallHandlers } from '../http/api-router.js';
import { fieldError, forbidden, notFound } from '../http-error.js';
import { companyProfileOf } from '../services/companies/company-profile.js';
import type { UpstreamContext } from '../services/context.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';
import { revokeUserTokens } from '../services/tokens.js';
import {
  ensureSeller,
  findUserById,
  takenFields,
  toPublicUser,
  toSelfUser,
  userExistsError,
} from '../services/users.js';
import { say } from '../texts.js';

const saveUser = async (ctx: UpstreamContext, id: number, changes: Partial<UserRow>): Promise<UserRow> => {
  const [row] = await ctx.db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
};

export const userHandlers = (ctx: UpstreamContext) =>
  ({
    self: async ({ auth, locale }) => toSelfUser(ctx, auth.user, locale),

    updateUser: async ({ auth, params, body, locale }) => {
      if (params.id !== auth.user.id) throw forbidden();
      const changes: Partial<UserRow> = {};
      if (body.password !== undefined) {
        if (!(await verifyPassword(body.oldPassword ?? '', auth.user.passwordHash))) {
          throw fieldError('validation.invalid', 'oldPassword');
        }
        changes.passwordHash = await hashPassword(body.password);
      }
      const wanted = { userName: body.userName, email: body.email, phone: body.phone };
      const taken = await takenFields(ctx, wanted, auth.user.id);
      if (Object.keys(taken).length > 0) throw userExistsError(taken);
      if (body.fullName !== undefined) changes.fullName = body.fullName;
      if (body.userName !== undefined) changes.userName = body.userName;
      if (body.email !== undefined) changes.email = body.email.toLowerCase();
      if (body.phone !== undefined) changes.phone = body.phone;
      let updated: UserRow;
      try {
        updated = await saveUser(ctx, auth.user.id, changes);
      } catch (error) {
        if (isUniqueViolation(error)) throw userExistsError(await takenFields(ctx, wanted, auth.user.id));
        throw error;
      }
      // A new password signs out every other device; the one that changed it stays signed in.
      if (changes.passwordHash) await revokeUserTokens(ctx, auth.user.id, auth.tokenId);
      return toSelfUser(ctx, updated, locale);
    },

    userData: async ({ auth, body, locale }) => {
      const changes: Partial<UserRow> = {};
      if (body.type !== undefined && body.type !== auth.user.accountType) {
        // A company account comes only through the company subscription, and stays one.
        if (auth.user.accountType === AccountType.company) throw fieldError('validation.invalid', 'type');
        changes.accountType = body.type;
      }
      if (body.gender !== undefined) changes.gender = body.gender;
      if (body.firstName !== undefined) changes.firstName = body.firstName;
      if (body.lastName !== undefined) changes.lastName = body.lastName;
      if (body.dateOfBirth !== undefined) changes.dateOfBirth = body.dateOfBirth;
      if (body.addresses !== undefined) changes.addresses = body.addresses;
      if (body.country !== undefined) changes.country = body.country;
      const updated = await saveUser(ctx, auth.user.id, changes);
      if (updated.accountType !== AccountType.user) await ensureSeller(ctx, updated.id);
      return toSelfUser(ctx, updated, locale);
    },

    changeStatus: async ({ auth, params, locale }) => {
      if (params.id !== auth.user.id) throw forbidden();
      await saveUser(ctx, auth.user.id, { status: 'disabled' });
      await revokeUserTokens(ctx, auth.user.id);
      return { message: say('upstream.accountDisabled', locale) };
    },

    showUser: async ({ params, auth, locale }) => {
      const user = await findUserById(ctx, params.id);
      // Disabled, banned and not yet verified accounts have no public profile.
      if (user?.status !== 'active') throw notFound();
      // The follow button's state for a signed-in reader (an extension of the answer); null for visitors.
      const isFollowing = auth
        ? (
            await ctx.db
              .select({ id: follows.followedId })
              .from(follows)
              .where(and(eq(follows.followerId, auth.user.id), eq(follows.followedId, user.id)))
          ).length > 0
        : null;
      const company = await companyProfileOf(ctx.db, user.id, locale);
      return { ...(await toPublicUser(ctx, user)), isFollowing, company };
    },
  }) satisfies Partial<CallHandlers>;
