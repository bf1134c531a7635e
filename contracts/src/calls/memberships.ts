/**
 * spec §7 "Company subscription and memberships" — the membership calls: the member's
 * memberships, the plan types (monthly, yearly), the services, putting a plan type in the cart,
 * and offering a service (boost, refresh, flash sale) for one ad, which puts it in the cart, or
 * taking it from the membership's allowance. Refused before anything is charged: a refresh inside
 * 24 hours, a flash sale while one runs or on an ad without a price (a boost bought while one
 * runs extends it).
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import {
  allowanceUseSchema,
  membershipServiceSchema,
  membershipsSchema,
  membershipTypesSchema,
} from '../entities/membership.js';
import { cartSchema } from '../entities/payment.js';
import * as rule from '../rules.js';

const count = z.preprocess((v) => (v === '' || v === null ? undefined : v), rule.integer(0, 1000).optional());

export const membershipCalls = defineCalls({
  memberships: {
    method: 'GET',
    path: '/memberships',
    encoding: 'none',
    exposure: 'api',
    summary: "The signed-in user's current membership (with what is left of its services) and all of them",
    auth: 'required',
    response: membershipsSchema,
    tags: ['memberships'],
  },
  membershipTypes: {
    method: 'GET',
    path: '/memberships/types',
    encoding: 'none',
    exposure: 'api',
    summary: 'The plans for sale, monthly and yearly, with their prices (fils) and included services',
    auth: 'none',
    response: membershipTypesSchema,
    cacheSeconds: 300,
    tags: ['memberships'],
  },
  membershipServices: {
    method: 'GET',
    path: '/memberships/services',
    encoding: 'none',
    exposure: 'api',
    summary: 'The services one ad can get (boost, refresh, flash sale), with their fee types and prices',
    auth: 'none',
    response: z.array(membershipServiceSchema),
    cacheSeconds: 300,
    tags: ['memberships'],
  },
  addMembershipToCart: {
    method: 'POST',
    path: '/memberships/cart',
    encoding: 'json',
    exposure: 'api',
    summary:
      'Put a plan type in the cart (replacing another plan there); the same plan as the current one renews it, another plan is refused while one is active',
    auth: 'required',
    body: z.object({ typeId: rule.id }),
    response: cartSchema,
    errors: [{ status: 422, code: 'validation' }],
    tags: ['memberships'],
  },
  offerMembershipService: {
    method: 'POST',
    path: '/memberships/services/{membershipService}/offer',
    encoding: 'json',
    exposure: 'api',
    summary: "Buy a service for one of the user's ads: puts it in the cart, priced by the server",
    auth: 'required',
    params: z.object({ membershipService: rule.id }),
    body: z.object({
      productId: rule.id,
      /** Days of a boost or a flash sale (within the service's bounds); a refresh takes none. */
      days: count,
      /** A flash sale's discount in percent. */
      percentage: count,
    }),
    response: cartSchema,
    errors: [
      { status: 404, code: 'not_found' },
      { status: 422, code: 'validation' },
    ],
    tags: ['memberships'],
  },
  /**
   * A Badal extension: a promotion taken from the membership's monthly allowance instead of bought (§1).
   */
  useMembershipService: {
    method: 'POST',
    path: '/memberships/services/{membershipService}/use',
    encoding: 'json',
    exposure: 'api',
    summary:
      "Badal extension: apply a service to one of the user's ads from the active membership's monthly allowance, at no charge (a boost or sale lasts the service's includedDays)",
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
    tags: ['memberships'],
  },
});
