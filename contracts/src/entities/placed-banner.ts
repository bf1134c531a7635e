/**
 * A banner a member books (spec §3 Banner input, §4 "Banners … left unpaid and later discarded …
 * after payment, banners go to review before publishing"). Its life: `unpaid` (booked, in the
 * cart) → `review` (paid, waiting for an operator) → `published` (shown from `startsAt` to
 * `endsAt`) or `rejected` (with the operator's reason); a published banner past its end is
 * `expired`. An unpaid banner can be discarded; a paid one cannot.
 */
import { z } from 'zod';
import { BANNER_MAX_DAYS, BANNER_MIN_DAYS } from '../banner-rules.js';
import { BANNER_TYPE_NAMES } from '../enums.js';
import { filsSchema } from '../money.js';
import * as rule from '../rules.js';
import { personSchema } from './user.js';

const invalid = { error: 'validation.invalid' } as const;

export const PLACED_BANNER_STATUSES = ['unpaid', 'review', 'published', 'rejected', 'expired'] as const;
export const placedBannerStatusSchema = z.enum(PLACED_BANNER_STATUSES, invalid);
export type PlacedBannerStatus = z.infer<typeof placedBannerStatusSchema>;

export const bannerTypeSchema = rule.integer(4, 6).pipe(z.union([z.literal(4), z.literal(5), z.literal(6)], invalid));

/** POST /banners text fields (multipart, with the picture as `images[]`). */
export const bannerInputSchema = z.object({
  type: bannerTypeSchema,
  /** The placement's name; when sent it must name the same placement as `type`. */
  typeName: z.enum(Object.values(BANNER_TYPE_NAMES) as [string, ...string[]], invalid).optional(),
  title: rule.required(60),
  summary: z.preprocess((v) => (v === '' ? undefined : v), rule.safeText(200).optional()),
  /** The first day it runs, yyyy-mm-dd in Kuwait: today or later. */
  date: rule.date,
  days: rule.integer(BANNER_MIN_DAYS, BANNER_MAX_DAYS),
  email: rule.email,
  phone: rule.requiredAsPhone,
  /** A coupon to use when it is paid: checked now, so a bad one is refused before anything is stored. */
  code: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    rule.plainString(40).trim().optional(),
  ),
});
export type BannerInput = z.input<typeof bannerInputSchema>;

export const placedBannerSchema = z.object({
  id: z.number().int(),
  type: z.union([z.literal(4), z.literal(5), z.literal(6)]),
  title: z.string(),
  summary: z.string().nullable(),
  status: placedBannerStatusSchema,
  /** The day chosen to start (yyyy-mm-dd). */
  date: z.string(),
  days: z.number().int(),
  /** When it is shown: set when it is approved (from the chosen day, or the approval if later). */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  priceFils: filsSchema,
  email: z.string(),
  phone: z.string(),
  rejectionReason: z.string().nullable(),
  primaryImage: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PlacedBanner = z.infer<typeof placedBannerSchema>;

/** What an operator sees of a banner to review: the banner and who placed it. */
export const bannerForReviewSchema = placedBannerSchema.extend({ owner: personSchema });
export type BannerForReview = z.infer<typeof bannerForReviewSchema>;
