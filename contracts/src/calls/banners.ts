/**
 * spec §7 "Banners and settings" — the banners a member books: booking one (its picture checked
 * for its placement's shape, its price from the settings, a line put in the cart), the member's
 * banners, the unpaid one to resume or discard. And Badal's additions for the operator who
 * reviews paid banners: the queue, approving (it is then shown from its day for its days) and
 * rejecting with a reason.
 */
import { z } from 'zod';
import { BANNER_IMAGE_FORMATS, BANNER_IMAGE_MAX_BYTES } from '../banner-rules.js';
import { defineCall } from '../call.js';
import { callRoutes } from '../call-routes.js';
import { UNPAID_BANNER_QUERY_TYPE } from '../constants.js';
import {
  bannerForReviewSchema,
  bannerInputSchema,
  placedBannerSchema,
  placedBannerStatusSchema,
} from '../entities/placed-banner.js';
import { messageResponseSchema } from '../entities/session.js';
import * as rule from '../rules.js';

const invalid = { error: 'validation.invalid' } as const;
const idParams = z.object({ id: rule.id });

export const placeBanner = defineCall({
  ...callRoutes.placeBanner,
  name: 'banners.place',
  summary:
    'Book a banner: its placement, picture (of the placement’s shape), title, summary, first day, days and contact; it is kept unpaid with a line in the cart (replacing an earlier unpaid one)',
  auth: 'required',
  body: bannerInputSchema,
  files: [
    { name: 'images', maxCount: 1, formats: BANNER_IMAGE_FORMATS, maxBytes: BANNER_IMAGE_MAX_BYTES, required: true },
  ],
  response: placedBannerSchema,
  errors: [
    { status: 422, code: 'banner_dimensions', when: /banner image dimensions/i },
    { status: 422, code: 'validation' },
  ],
  tags: ['banners'],
});

export const myBanners = defineCall({
  ...callRoutes.myBanners,
  name: 'banners.mine',
  summary: "The signed-in member's banners, newest first, with their state and dates",
  auth: 'required',
  response: z.array(placedBannerSchema),
  tags: ['banners'],
});

export const unpaidBanner = defineCall({
  ...callRoutes.unpaidBanner,
  name: 'banners.unpaid',
  summary: "The member's banner booked but not paid yet (to resume or discard), or null",
  auth: 'required',
  query: z.object({ type: rule.integer(0, 99).pipe(z.literal(UNPAID_BANNER_QUERY_TYPE, invalid)) }),
  response: placedBannerSchema.nullable(),
  tags: ['banners'],
});

export const deleteBanner = defineCall({
  ...callRoutes.deleteBanner,
  name: 'banners.discard',
  summary: 'Discard an unpaid banner (and its cart line); a paid one cannot be',
  auth: 'required',
  params: idParams,
  body: z.object({}),
  response: messageResponseSchema,
  errors: [
    { status: 404, code: 'not_found' },
    { status: 422, code: 'validation' },
  ],
  tags: ['banners'],
});

const operatorOnly = [{ status: 403, code: 'forbidden' }] as const;

export const bannersForReview = defineCall({
  ...callRoutes.bannersForReview,
  name: 'moderation.banners',
  summary: 'Operators only: banners in one state (paid ones waiting for review by default), oldest first',
  auth: 'required',
  query: z.object({ status: placedBannerStatusSchema.default('review') }),
  response: z.array(bannerForReviewSchema),
  errors: operatorOnly,
  tags: ['moderation'],
});

export const approveBanner = defineCall({
  ...callRoutes.approveBanner,
  name: 'moderation.approveBanner',
  summary: 'Operators only: publish a banner in review, from its first day (or now, if that has passed) for its days',
  auth: 'required',
  params: idParams,
  body: z.object({}),
  response: bannerForReviewSchema,
  errors: [...operatorOnly, { status: 404, code: 'not_found' }, { status: 422, code: 'validation' }],
  tags: ['moderation'],
});

export const rejectBanner = defineCall({
  ...callRoutes.rejectBanner,
  name: 'moderation.rejectBanner',
  summary: 'Operators only: reject a banner in review, with the reason its owner is shown',
  auth: 'required',
  params: idParams,
  body: z.object({ reason: rule.required(300) }),
  response: bannerForReviewSchema,
  errors: [...operatorOnly, { status: 404, code: 'not_found' }, { status: 422, code: 'validation' }],
  tags: ['moderation'],
});
