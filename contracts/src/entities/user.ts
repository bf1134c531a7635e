import { z } from 'zod';
import { accountTypeSchema, genderSchema } from '../enum-schemas.js';
import { companyProfileSchema } from './company-subscription.js';
import { profileMembershipSchema } from './membership.js';

export const imageRefSchema = z.object({ url: z.string() });

/** The user-data part of a profile (spec §3 "Self user ... plus user data"). */
export const userDataSchema = z.object({
  type: accountTypeSchema.nullable(),
  gender: genderSchema.nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  addresses: z.array(z.string()),
  /** Null when the user never set one; clients display Kuwait (§9). */
  country: z.string().nullable(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** GET /users/self (spec §3 Self user). */
export const selfUserSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    userName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    image: imageRefSchema.nullable(),
    seller: z.object({ id: z.number().int() }).nullable(),
    accountType: accountTypeSchema,
    verified: z.boolean(),
    checkMembership: z.boolean(),
    /** The active membership and when it ends; null without one. */
    membership: profileMembershipSchema.nullable(),
    /** Badal extension: the account reviews banners (and company subscriptions) for the marketplace. */
    operator: z.boolean().optional(),
  })
  .extend(userDataSchema.shape);
export type SelfUser = z.infer<typeof selfUserSchema>;

/** A person as lists show them (chat contacts, requests, followed accounts): name, picture, kind. */
export const personSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  userName: z.string(),
  image: imageRefSchema.nullable(),
  accountType: accountTypeSchema,
});
export type Person = z.infer<typeof personSchema>;

/** The seller profile whose products /products/{sellerId}/sellers lists; null for plain users. */
export const sellerRefSchema = z.object({ id: z.number().int() }).nullable();

/** GET /users/{id}: what anyone may see of an account (seller page, chat drawer). */
export const publicUserSchema = personSchema.extend({
  seller: sellerRefSchema,
  country: z.string().nullable(),
  addresses: z.array(z.string()),
  createdAt: z.string(),
  /**
   * Whether the signed-in reader follows this account: null for visitors. An extension of the
   * marketplace API's answer: an API without it leaves it out, and clients then take the follow
   * button's state from their own last action.
   */
  isFollowing: z.boolean().nullable().optional(),
  /** Badal extension: a company account's profile (name, address, category, links, size); null otherwise. */
  company: companyProfileSchema.nullable().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
