/**
 * spec §7 "Company subscription and memberships" — the company calls: subscribing (the account's
 * details, the company, a meeting slot; kept unpaid with a line in the cart, replacing an earlier
 * unpaid one), the unpaid subscription to resume, discarding it; and Badal's addition, the meeting
 * slots still free.
 */
import { z } from 'zod';
import { defineCall } from '../call.js';
import { callRoutes } from '../call-routes.js';
import {
  companySubscriptionInputSchema,
  companySubscriptionSchema,
  meetingSlotsSchema,
} from '../entities/company-subscription.js';
import { messageResponseSchema } from '../entities/session.js';
import * as rule from '../rules.js';

export const subscribeCompany = defineCall({
  ...callRoutes.subscribeCompany,
  name: 'companies.subscribe',
  summary:
    'Upgrade to a business account: the account’s details (confirmed with its password), the company and a free meeting slot; kept unpaid with a line in the cart',
  auth: 'required',
  body: companySubscriptionInputSchema,
  response: companySubscriptionSchema,
  errors: [{ status: 422, code: 'validation' }],
  tags: ['companies'],
});

export const unpaidCompanySubscription = defineCall({
  ...callRoutes.unpaidCompanySubscription,
  name: 'companies.unpaidSubscription',
  summary: "The member's subscription filled in but not paid yet (company, user and meeting), or null",
  auth: 'required',
  response: companySubscriptionSchema.nullable(),
  tags: ['companies'],
});

export const deleteCompanySubscription = defineCall({
  ...callRoutes.deleteCompanySubscription,
  name: 'companies.discardSubscription',
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
});

export const meetingSlots = defineCall({
  ...callRoutes.meetingSlots,
  name: 'companies.meetingSlots',
  summary: 'Badal extension: the meeting slots with the Badal team still free in the next two weeks (Kuwait time)',
  auth: 'required',
  response: meetingSlotsSchema,
  tags: ['companies'],
});
