/**
 * Memberships (spec §1, §3, §7): plans (Basic, Pro, Premium) sold monthly or yearly, each plan
 * type with its `typeId` and the promotions (promotion.ts) it includes as a monthly allowance —
 * the API calls them services, hence the fields `serviceId` and `services`; a member's
 * memberships with what is left of their allowances. Prices are whole fils (money.ts); names are
 * in the request language.
 */
import { z } from 'zod';
import { filsSchema } from '../money.js';
import { promotionCodeSchema } from './promotion.js';

const id = z.number().int().positive();
const count = z.number().int().min(0);

export const membershipPeriodSchema = z.enum(['monthly', 'yearly']);
export type MembershipPeriod = z.infer<typeof membershipPeriodSchema>;

export const membershipPlanRefSchema = z.object({
  id,
  /** 'basic', 'pro', 'premium'. */
  code: z.string(),
  name: z.string(),
});
export type MembershipPlanRef = z.infer<typeof membershipPlanRefSchema>;

/** A promotion a plan includes, so many uses each month. */
export const includedPromotionSchema = z.object({
  serviceId: id,
  code: promotionCodeSchema,
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
  services: z.array(includedPromotionSchema),
});
export type MembershipType = z.infer<typeof membershipTypeSchema>;

export const membershipTypesSchema = z.object({
  monthly: z.array(membershipTypeSchema),
  yearly: z.array(membershipTypeSchema),
});
export type MembershipTypes = z.infer<typeof membershipTypesSchema>;

/** What is left of one included promotion in the current monthly cycle of a membership. */
export const membershipAllowanceSchema = z.object({
  serviceId: id,
  code: promotionCodeSchema,
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
  /** The included promotions of the current cycle; empty when the membership is not active. */
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
