/**
 * spec §7 "Company subscription and memberships" — the membership calls: the member's
 * memberships, the plan types (monthly, yearly) and putting a plan type in the cart. The
 * promotions a membership includes are calls/promotions.ts.
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { membershipsSchema, membershipTypesSchema } from '../entities/membership.js';
import { cartSchema } from '../entities/payment.js';
import * as rule from '../rules.js';

export const membershipCalls = defineCalls({
  memberships: {
    method: 'GET',
    path: '/memberships',
    encoding: 'none',
    exposure: 'api',
    summary: "The signed-in user's current membership (with what is left of its allowance) and all of them",
    auth: 'required',
    response: membershipsSchema,
    tags: ['memberships'],
  },
  membershipTypes: {
    method: 'GET',
    path: '/memberships/types',
    encoding: 'none',
    exposure: 'api',
    summary: 'The plans for sale, monthly and yearly, with their prices (fils) and included promotions',
    auth: 'none',
    response: membershipTypesSchema,
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
});
