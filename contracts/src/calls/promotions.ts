/**
 * spec §7 "Company subscription and memberships" — the promotions (boost, refresh, flash sale):
 * their prices, buying one for one ad, which puts it in the cart, or taking it from the
 * membership's allowance. The API's paths call them membership services
 * (`/memberships/services/{membershipService}/…`); the wire keeps that name. Refused before
 * anything is charged: a refresh inside 24 hours, a flash sale while one runs or on an ad without
 * a price (a boost bought while one runs extends it).
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { cartSchema } from '../entities/payment.js';
import { allowanceUseSchema, promotionSchema } from '../entities/promotion.js';
import * as rule from '../rules.js';

const count = z.preprocess((v) => (v === '' || v === null ? undefined : v), rule.integer(0, 1000).optional());

export const promotionCalls = defineCalls({
  promotions: {
    method: 'GET',
    path: '/memberships/services',
    encoding: 'none',
    exposure: 'api',
    summary: 'The promotions one ad can get (boost, refresh, flash sale), with their fee types and prices',
    auth: 'none',
    response: z.array(promotionSchema),
    cacheSeconds: 300,
    tags: ['promotions'],
  },
  addPromotionToCart: {
    method: 'POST',
    path: '/memberships/services/{membershipService}/offer',
    encoding: 'json',
    exposure: 'api',
    summary: "Buy a promotion for one of the user's ads: puts it in the cart, priced by the server",
    auth: 'required',
    params: z.object({ membershipService: rule.id }),
    body: z.object({
      productId: rule.id,
      /** Days of a boost or a flash sale (within the promotion's bounds); a refresh takes none. */
      days: count,
      /** A flash sale's discount in percent. */
      percentage: count,
    }),
    response: cartSchema,
    errors: [
      { status: 404, code: 'not_found' },
      { status: 422, code: 'validation' },
    ],
    tags: ['promotions'],
  },
  /**
   * A Badal extension: a promotion taken from the membership's monthly allowance instead of bought (§1).
   */
  promoteFromAllowance: {
    method: 'POST',
    path: '/memberships/services/{membershipService}/use',
    encoding: 'json',
    exposure: 'api',
    summary:
      "Badal extension: apply a promotion to one of the user's ads from the active membership's monthly allowance, at no charge (a boost or sale lasts the promotion's includedDays)",
    auth: 'required',
    params: z.object({ membershipService: rule.id }),
    body: z.object({
      productId: rule.id,
      /** A flash sale's discount in percent. */
      percentage: count,
    }),
    response: allowanceUseSchema,
    errors: [
      { status: 404, code: 'not_found' },
      { status: 422, code: 'validation' },
    ],
    tags: ['promotions'],
  },
});
