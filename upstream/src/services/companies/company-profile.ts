/** The company profile a seller page shows: the account's active subscription, if it has one. */
import type { CompanyProfile, Locale } from '@badal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { categories, companySubscriptions } from '../../db/schema.js';
import { toCompanyProfile } from './subscription-view.js';

export const companyProfileOf = async (db: Db, userId: number, locale: Locale): Promise<CompanyProfile | null> => {
  const [found] = await db
    .select({ row: companySubscriptions, category: categories })
    .from(companySubscriptions)
    .innerJoin(categories, eq(categories.id, companySubscriptions.categoryId))
    .where(and(eq(companySubscriptions.userId, userId), eq(companySubscriptions.status, 'active')))
    .orderBy(desc(companySubscriptions.paidAt))
    .limit(1);
  return found ? toCompanyProfile(found.row, found.category, locale) : null;
};
