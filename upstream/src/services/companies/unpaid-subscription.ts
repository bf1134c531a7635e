/** The member's company subscription waiting to be paid, if any (subscribing again replaces it). */
import type { CompanySubscription, Locale } from '@badal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { categories, companySubscriptions } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';
import { toCompanySubscription } from './subscription-view.js';

export const unpaidSubscription = async (
  ctx: UpstreamContext,
  userId: number,
  locale: Locale,
): Promise<CompanySubscription | null> => {
  const [found] = await ctx.db
    .select({ row: companySubscriptions, category: categories })
    .from(companySubscriptions)
    .innerJoin(categories, eq(categories.id, companySubscriptions.categoryId))
    .where(and(eq(companySubscriptions.userId, userId), eq(companySubscriptions.status, 'unpaid')))
    .orderBy(desc(companySubscriptions.id))
    .limit(1);
  return found ? toCompanySubscription(found.row, found.category, locale, ctx.clock()) : null;
};
