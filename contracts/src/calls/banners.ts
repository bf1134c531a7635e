/**
 * spec §7 "Banners and settings" — the banners a member books: booking one (its picture checked
 * for its placement's shape, its price from the settings, a line put in the cart), the member's
 * banners, the unpaid one to resume or discard. And Badal's additions for the operator who
 * reviews paid banners: the queue, approving (it is then shown from its day for its days) and
 * rejecting with a reason.
 */
import { z } from 'zod';
import { BANNER_IMAGE_FORMATS, BANNER_IMAGE_MAX_BYTES } from '../banner-rules.js';
import { defineCalls } from '../call.js';
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

const operatorOnly = [{ status: 403, code: 'forbidden' }] as const;

export const bannerCalls = defineCalls({
  placeBanner: {
    method: 'POST',
    path: '/banners',
    encoding: 'multipart',
    exposure: 'api',
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
  },
  myBanners: {
    method: 'GET',
    path: '/banners/user',
    encoding: 'none',
    exposure: 'api',
    summary: "The signed-in member's banners, newest first, with their state and dates",
    auth: 'required',
    response: z.array(placedBannerSchema),
    tags: ['banners'],
  },
  unpaidBanner: {
    method: 'GET',
    path: '/banners/unpaid',
    encoding: 'none',
    exposure: 'api',
    summary: "The member's banner booked but not paid yet (to resume or discard), or null",
    auth: 'required',
    query: z.object({ type: rule.integer(0, 99).pipe(z.literal(UNPAID_BANNER_QUERY_TYPE, invalid)) }),
    response: placedBannerSchema.nullable(),
    tags: ['banners'],
  },
  deleteBanner: {
    method: 'DELETE',
    path: '/banners/{id}',
    encoding: 'json',
    exposure: 'api',
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
  },
  /**
   * Badal extensions, the moderation calls: paid banners are reviewed by an operator before they
   * are shown (§4): the queue and the verdicts.
   */
  bannersForReview: {
    method: 'GET',
    path: '/moderation/banners',
    encoding: 'none',
    exposure: 'api',
    summary: 'Operators only: banners in one state (paid ones waiting for review by default), oldest first',
    auth: 'required',
    query: z.object({ status: placedBannerStatusSchema.default('review') }),
    response: z.array(bannerForReviewSchema),
    errors: operatorOnly,
    tags: ['moderation'],
  },
  approveBanner: {
    method: 'POST',
    path: '/moderation/banners/{id}/approve',
    encoding: 'json',
    exposure: 'api',
    summary: 'Operators only: publish a banner in review, from its first day (or now, if that has passed) for its days',
    auth: 'required',
    params: idParams,
    body: z.object({}),
    response: bannerForReviewSchema,
    errors: [...operatorOnly, { status: 404, code: 'not_found' }, { status: 422, code: 'validation' }],
    tags: ['moderation'],
  },
  rejectBanner: {
    method: 'POST',
    path: '/moderation/banners/{id}/reject',
    encoding: 'json',
    exposure: 'api',
    summary: 'Operators only: reject a banner in review, with the reason its owner is shown',
    auth: 'required',
    params: idParams,
    body: z.object({ reason: rule.required(300) }),
    response: bannerForReviewSchema,
    errors: [...operatorOnly, { status: 404, code: 'not_found' }, { status: 422, code: 'validation' }],
    tags: ['moderation'],
  },
});
