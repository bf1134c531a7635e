/**
 * Promotions (spec §1, §3, §7): the paid services one ad can get — a boost, a refresh, a flash
 * sale — each priced alone, and what an ad has of them now. The API's paths call them membership
 * services (`/memberships/services/…`). Prices are whole fils (money.ts); names are in the request
 * language.
 */
import { z } from 'zod';
import { PROMOTION_CODES } from '../constants.js';
import { filsSchema } from '../money.js';

const id = z.number().int().positive();
const count = z.number().int().min(0);

export const promotionCodeSchema = z.enum(PROMOTION_CODES);

/** GET /memberships/services: one promotion, as bought alone for one ad. */
export const promotionSchema = z.object({
  id,
  code: promotionCodeSchema,
  /** §9 fee type id of the promotion. */
  feeTypeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Priced per day the ad is boosted or on sale, or per use (a refresh). */
  unit: z.enum(['day', 'use']),
  unitPriceFils: filsSchema,
  /** Bounds of `days` when bought (1 and 1 for a promotion priced per use). */
  minUnits: z.number().int().positive(),
  maxUnits: z.number().int().positive(),
  /** Days one use of a membership allowance gives (0 for a refresh, which has no duration). */
  includedDays: count,
  /** A flash sale's discount bounds in percent; null for the other promotions. */
  percentRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

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
