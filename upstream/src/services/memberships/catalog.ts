/**
 * What is for sale: the plan types (GET /memberships/types) with the services each includes, and
 * the services (GET /memberships/services), in the request language. The tables are small and
 * seeded, so each answer reads them whole.
 */
import type {
  Locale,
  MembershipPeriod,
  MembershipType,
  MembershipTypes,
  Promotion,
  PromotionCode,
} from '@badal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { membershipPlans, membershipTypeServices, membershipTypes, promotions } from '../../db/schema.js';
import { inLocale } from '../catalogue/in-locale.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type PlanRow = typeof membershipPlans.$inferSelect;

export interface TypeWithPlan {
  id: number;
  period: MembershipPeriod;
  months: number;
  priceFils: number;
  plan: PlanRow;
}

export const planRef = (plan: PlanRow, locale: Locale) => ({
  id: plan.id,
  code: plan.code,
  name: inLocale(locale, plan.nameEn, plan.nameAr),
});

export const promotionName = (service: PromotionRow, locale: Locale) =>
  inLocale(locale, service.nameEn, service.nameAr);

const typeQuery = (db: Db) =>
  db
    .select({
      id: membershipTypes.id,
      period: membershipTypes.period,
      months: membershipTypes.months,
      priceFils: membershipTypes.priceFils,
      plan: membershipPlans,
    })
    .from(membershipTypes)
    .innerJoin(membershipPlans, eq(membershipPlans.id, membershipTypes.planId));

const asType = (row: Awaited<ReturnType<typeof typeQuery>>[number]): TypeWithPlan => ({
  ...row,
  period: row.period === 'yearly' ? 'yearly' : 'monthly',
});

export const findType = async (db: Db, typeId: number): Promise<TypeWithPlan | undefined> => {
  const [row] = await typeQuery(db).where(eq(membershipTypes.id, typeId)).limit(1);
  return row ? asType(row) : undefined;
};

export const findPromotion = async (db: Db, serviceId: number): Promise<PromotionRow | undefined> =>
  (await db.select().from(promotions).where(eq(promotions.id, serviceId)).limit(1))[0];

/** The services a plan type includes, with their monthly quotas. */
export const includedServices = async (db: Db, typeId: number) =>
  db
    .select({ service: promotions, monthlyQuota: membershipTypeServices.monthlyQuota })
    .from(membershipTypeServices)
    .innerJoin(promotions, eq(promotions.id, membershipTypeServices.serviceId))
    .where(eq(membershipTypeServices.typeId, typeId))
    .orderBy(asc(promotions.id));

export const toPromotion = (row: PromotionRow, locale: Locale): Promotion => ({
  id: row.id,
  code: row.code as PromotionCode,
  feeTypeId: row.feeTypeId,
  name: promotionName(row, locale),
  description: inLocale(locale, row.descriptionEn, row.descriptionAr),
  unit: row.unit === 'day' ? 'day' : 'use',
  unitPriceFils: row.unitPriceFils,
  minUnits: row.minUnits,
  maxUnits: row.maxUnits,
  includedDays: row.includedDays,
  percentRange:
    row.minPercent !== null && row.maxPercent !== null ? { min: row.minPercent, max: row.maxPercent } : null,
});

export const promotionsView = async (db: Db, locale: Locale): Promise<Promotion[]> =>
  (await db.select().from(promotions).orderBy(asc(promotions.id))).map((row) => toPromotion(row, locale));

/** Whole percent a yearly price saves against twelve monthly ones, rounded half up, in integers. */
export const savingPercent = (monthlyFils: number, yearlyFils: number, months: number): number => {
  const full = monthlyFils * months;
  if (full <= 0 || yearlyFils >= full) return 0;
  return Math.floor(((full - yearlyFils) * 200 + full) / (2 * full));
};

export const membershipTypesView = async (db: Db, locale: Locale): Promise<MembershipTypes> => {
  const [types, quotas] = await Promise.all([
    typeQuery(db).orderBy(asc(membershipPlans.position), asc(membershipTypes.months)),
    db
      .select({
        typeId: membershipTypeServices.typeId,
        monthlyQuota: membershipTypeServices.monthlyQuota,
        service: promotions,
      })
      .from(membershipTypeServices)
      .innerJoin(promotions, eq(promotions.id, membershipTypeServices.serviceId))
      .orderBy(asc(promotions.id)),
  ]);
  const monthlyPrice = new Map(types.filter((t) => t.period === 'monthly').map((t) => [t.plan.id, t.priceFils]));
  const view = (row: (typeof types)[number]): MembershipType => {
    const type = asType(row);
    const monthly = monthlyPrice.get(type.plan.id);
    return {
      typeId: type.id,
      plan: planRef(type.plan, locale),
      period: type.period,
      months: type.months,
      priceFils: type.priceFils,
      savingPercent: type.period === 'yearly' && monthly ? savingPercent(monthly, type.priceFils, type.months) : 0,
      services: quotas
        .filter((q) => q.typeId === type.id)
        .map((q) => ({
          serviceId: q.service.id,
          code: q.service.code as PromotionCode,
          name: promotionName(q.service, locale),
          monthlyQuota: q.monthlyQuota,
        })),
    };
  };
  return {
    monthly: types.filter((t) => t.period === 'monthly').map(view),
    yearly: types.filter((t) => t.period === 'yearly').map(view),
  };
};
