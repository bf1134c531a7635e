/**
 * The business upgrade (spec §7 "Company subscription and memberships"): subscribing, the unpaid
 * subscription, discarding it, and the free meeting slots (Badal's). Rules in services/companies/.
 */
import { KUWAIT_TIME_ZONE } from '@badal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { categories, companySubscriptions } from '../db/schema.js';
import type { CallHandlers } from '../http/api-router.js';
import { discardSubscriptionIn } from '../services/companies/discard-subscription.js';
import { freeSlots } from '../services/companies/meeting-slots.js';
import { subscribeCompany } from '../services/companies/subscribe.js';
import { toCompanySubscription } from '../services/companies/subscription-view.js';
import type { UpstreamContext } from '../services/context.js';
import { inTransaction } from '../services/transactions.js';
import { say } from '../texts.js';

export const companyHandlers = (ctx: UpstreamContext) =>
  ({
    subscribeCompany: async ({ auth, body, locale }) => {
      const { row, category } = await subscribeCompany(ctx, auth.user, body);
      return toCompanySubscription(row, category, locale, ctx.clock());
    },

    unpaidCompanySubscription: async ({ auth, locale }) => {
      const [found] = await ctx.db
        .select({ row: companySubscriptions, category: categories })
        .from(companySubscriptions)
        .innerJoin(categories, eq(categories.id, companySubscriptions.categoryId))
        .where(and(eq(companySubscriptions.userId, auth.user.id), eq(companySubscriptions.status, 'unpaid')))
        .orderBy(desc(companySubscriptions.id))
        .limit(1);
      return found ? toCompanySubscription(found.row, found.category, locale, ctx.clock()) : null;
    },

    deleteCompanySubscription: async ({ auth, params, locale }) => {
      await inTransaction(ctx, (tx) => discardSubscriptionIn(tx, auth.user.id, params.id));
      return { message: say('upstream.subscriptionDiscarded', locale) };
    },

    meetingSlots: async () => ({
      timeZone: KUWAIT_TIME_ZONE,
      slots: await freeSlots(ctx.db, ctx.clock()),
    }),
  }) satisfies Partial<CallHandlers>;
