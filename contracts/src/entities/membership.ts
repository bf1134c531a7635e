/**
 * Memberships (spec §1, §3, §7): plans (Basic, Pro, Premium) sold monthly or yearly, each plan
 * type with its `typeId` and the services it includes as a monthly allowance; the services
 * (boost, refresh, flash sale) priced alone; a member's memberships with what is left of their
 * allowances. Prices are whole fils (money.ts); names are in the request language.
 */
import { z } from 'zod';
import { MEMBERSHIP_SERVICE_CODES } from '../constants.js';
import { filsSchema } from '../money.js';

const id = z.number().int().positive();
const count = z.number().int().min(0);

export const membershipPeriodSchema = z.enum(['monthly', 'yearly']);
export type MembershipPeriod = z.infer<typeof membershipPeriodSchema>;

export const membershipServiceCodeSchema = z.enum(MEMBERSHIP_SERVICE_CODES);

export const membershipPlanRefSchema = z.object({
  id,
  /** 'basic', 'pro', 'premium'. */
  code: z.string(),
  name: z.string(),
});
export type MembershipPlanRef = z.infer<typeof membershipPlanRefSchema>;

/** GET /memberships/services: one service, as bought alone for one ad. */
export const membershipServiceSchema = z.object({
  id,
  code: membershipServiceCodeSchema,
  /** §9 fee type id of the service. */
  feeTypeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Priced per day the ad is boosted or on sale, or per use (a refresh). */
  unit: z.enum(['day', 'use']),
  unitPriceFils: filsSchema,
  /** Bounds of `days` when bought (1 and 1 for a service priced per use). */
  minUnits: z.number().int().positive(),
  maxUnits: z.number().int().positive(),
  /** Days one use of a membership allowance gives (0 for a refresh, which has no duration). */
  includedDays: count,
  /** A flash sale's discount bounds in percent; null for the other services. */
  percentRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type MembershipService = z.infer<typeof membershipServiceSchema>;

/** A service a plan includes, so many uses each month. */
export const includedServiceSchema = z.object({
  serviceId: id,
  code: membershipServiceCodeSchema,
  name: z.string(),
  monthlyQuota: count,
});

/** GET /memberships/types: one plan sold for one period (its `typeId` goes into the cart). */
export const membershipTypeSchema = z.object({
  typeId: id,
  plan: membershipPlanRefSchema,
  period: membershipPeriodSchema,
  months: z.number().int().positive(),
  priceFils: filsSchema,
  /** What the yearly price saves against twelve monthly ones, in whole percent (0 when monthly). */
  savingPercent: z.number().int().min(0).max(100),
  services: z.array(includedServiceSchema),
});
export type MembershipType = z.infer<typeof membershipTypeSchema>;

export const membershipTypesSchema = z.object({
  monthly: z.array(membershipTypeSchema),
  yearly: z.array(membershipTypeSchema),
});
export type MembershipTypes = z.infer<typeof membershipTypesSchema>;

/** What is left of one included service in the current monthly cycle of a membership. */
export const membershipAllowanceSchema = z.object({
  serviceId: id,
  code: membershipServiceCodeSchema,
  name: z.string(),
  monthlyQuota: count,
  used: count,
  remaining: count,
  cycleStartsAt: z.string(),
  cycleEndsAt: z.string(),
});
export type MembershipAllowance = z.infer<typeof membershipAllowanceSchema>;

/** One membership of the member: a paid period of a plan (renewals extend `endsAt`). */
export const userMembershipSchema = z.object({
  id,
  typeId: id,
  plan: membershipPlanRefSchema,
  period: membershipPeriodSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  active: z.boolean(),
  /** The included services of the current cycle; empty when the membership is not active. */
  allowances: z.array(membershipAllowanceSchema),
});
export type UserMembership = z.infer<typeof userMembershipSchema>;

/** GET /memberships: the member's current membership and all of them, newest first. */
export const membershipsSchema = z.object({
  current: userMembershipSchema.nullable(),
  memberships: z.array(userMembershipSchema),
});
export type Memberships = z.infer<typeof membershipsSchema>;

/** The membership the profile shows (self user). */
export const profileMembershipSchema = z.object({
  plan: membershipPlanRefSchema,
  period: membershipPeriodSchema,
  endsAt: z.string(),
});
export type ProfileMembership = z.infer<typeof profileMembershipSchema>;

/** An ad's promotions now: boosted until, its running flash sale, when it was listed and refreshed. */
export const promotionStateSchema = z.object({
  productId: id,
  featuredUntil: z.string().nullable(),
  sale: z.object({ percent: z.number().int().min(1).max(100), endsAt: z.string() }).nullable(),
  listedAt: z.string(),
  refreshedAt: z.string().nullable(),
});
export type PromotionState = z.infer<typeof promotionStateSchema>;

/** POST /memberships/services/{id}/use: what the ad has now and the uses left this cycle. */
export const allowanceUseSchema = z.object({ promotion: promotionStateSchema, remaining: count });
export type AllowanceUse = z.infer<typeof allowanceUseSchema>;
