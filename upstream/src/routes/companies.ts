/**
 * The business upgrade (spec §7 "Company subscription and memberships"): subscribing, the unpaid
 * subscription, discarding it, and the free meeting slots (Badal's). Rules in services/companies/.
 */
import { KUWAIT_TIME_ZONE } from '@badal/contracts';
import type { CallHandlers } from '../http/api-router.js';
import { discardSubscriptionIn } from '../services/companies/discard-subscription.js';
import { freeSlots } from '../services/companies/meeting-slots.js';
import { subscribeCompany } from '../services/companies/subscribe.js';
import { toCompanySubscription } from '../services/companies/subscription-view.js';
import { unpaidSubscription } from '../services/companies/unpaid-subscription.js';
import type { UpstreamContext } from '../services/context.js';
import { inTransaction } from '../services/transactions.js';
import { say } from '../texts.js';

export const companyHandlers = (ctx: UpstreamContext) =>
  ({
    subscribeCompany: async ({ auth, body, locale }) => {
      const { row, category } = await subscribeCompany(ctx, auth.user, body);
      return toCompanySubscription(row, category, locale, ctx.clock());
    },

    unpaidCompanySubscription: ({ auth, locale }) => unpaidSubscription(ctx, auth.user.id, locale),

    deleteCompanySubscription: async ({ auth, params, locale }) => {
      await inTransaction(ctx, (tx) => discardSubscriptionIn(tx, auth.user.id, params.id));
      return { message: say('upstream.subscriptionDiscarded', locale) };
    },

    meetingSlots: async () => ({
      timeZone: KUWAIT_TIME_ZONE,
      slots: await freeSlots(ctx.db, ctx.clock()),
    }),
  }) satisfies Partial<CallHandlers>;
