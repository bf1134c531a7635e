/**
 * spec §7 "Company subscription and memberships" — the company calls: subscribing (the account's
 * details, the company, a meeting slot; kept unpaid with a line in the cart, replacing an earlier
 * unpaid one), the unpaid subscription to resume, discarding it; and Badal's addition, the meeting
 * slots still free.
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import {
  companySubscriptionInputSchema,
  companySubscriptionSchema,
  meetingSlotsSchema,
} from '../entities/company-subscription.js';
import { messageResponseSchema } from '../entities/session.js';
import * as rule from '../rules.js';

export const companyCalls = defineCalls({
  subscribeCompany: {
    method: 'POST',
    path: '/companies/subscription',
    encoding: 'json',
    exposure: 'api',
    summary:
      'Upgrade to a business account: the account’s details (confirmed with its password), the company and a free meeting slot; kept unpaid with a line in the cart',
    auth: 'required',
    body: companySubscriptionInputSchema,
    response: companySubscriptionSchema,
    errors: [{ status: 422, code: 'validation' }],
    tags: ['companies'],
  },
  unpaidCompanySubscription: {
    method: 'GET',
    path: '/companies/subscription/unpaid',
    encoding: 'none',
    exposure: 'api',
    summary: "The member's subscription filled in but not paid yet (company, user and meeting), or null",
    auth: 'required',
    response: companySubscriptionSchema.nullable(),
    tags: ['companies'],
  },
  deleteCompanySubscription: {
    method: 'DELETE',
    path: '/companies/subscription/{id}',
    encoding: 'json',
    exposure: 'api',
    summary: 'Discard an unpaid subscription (its cart line and its meeting slot go with it)',
    auth: 'required',
    params: z.object({ id: rule.id }),
    body: z.object({}),
    response: messageResponseSchema,
    errors: [
      { status: 404, code: 'not_found' },
      { status: 422, code: 'validation' },
    ],
    tags: ['companies'],
  },
  /**
   * A Badal extension: the business upgrade's meeting is booked in a slot the API offers (two
   * people never get one slot).
   */
  meetingSlots: {
    method: 'GET',
    path: '/companies/meeting-slots',
    encoding: 'none',
    exposure: 'api',
    summary: 'Badal extension: the meeting slots with the Badal team still free in the next two weeks (Kuwait time)',
    auth: 'required',
    response: meetingSlotsSchema,
    tags: ['companies'],
  },
});
