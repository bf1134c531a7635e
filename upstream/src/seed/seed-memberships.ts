/** Inserts the membership plans, their types, the services and the included allowances (idempotent). */
import type { Db } from '../db/database.js';
import { membershipPlans, membershipTypeServices, membershipTypes, promotions } from '../db/schema.js';
import { seedPlans, seedServices, seedTypeIds } from './memberships.js';

export const seedMemberships = async (tx: Db): Promise<number> => {
  const plans = await tx
    .insert(membershipPlans)
    .values(seedPlans.map((p, position) => ({ id: p.id, code: p.code, nameEn: p.en, nameAr: p.ar, position })))
    .onConflictDoNothing()
    .returning({ id: membershipPlans.id });
  const services = await tx
    .insert(promotions)
    .values(
      seedServices.map((s) => ({
        id: s.id,
        code: s.code,
        feeTypeId: s.feeTypeId,
        nameEn: s.en,
        nameAr: s.ar,
        descriptionEn: s.descriptionEn,
        descriptionAr: s.descriptionAr,
        unit: s.unit,
        unitPriceFils: s.unitPriceFils,
        minUnits: s.minUnits,
        maxUnits: s.maxUnits,
        includedDays: s.includedDays,
        minPercent: s.percent?.min ?? null,
        maxPercent: s.percent?.max ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: promotions.id });
  const types = await tx
    .insert(membershipTypes)
    .values(
      seedPlans.flatMap((p) => {
        const ids = seedTypeIds(p);
        return [
          { id: ids.monthly, planId: p.id, period: 'monthly', months: 1, priceFils: p.monthlyFils },
          { id: ids.yearly, planId: p.id, period: 'yearly', months: 12, priceFils: p.yearlyFils },
        ];
      }),
    )
    .onConflictDoNothing()
    .returning({ id: membershipTypes.id });
  const serviceIds = new Map(seedServices.map((s) => [s.code, s.id]));
  const quotas = await tx
    .insert(membershipTypeServices)
    .values(
      seedPlans.flatMap((p) =>
        Object.values(seedTypeIds(p)).flatMap((typeId) =>
          Object.entries(p.quotas)
            .filter(([, quota]) => quota > 0)
            .map(([code, quota]) => ({
              typeId,
              serviceId: serviceIds.get(code as keyof typeof p.quotas) ?? 0,
              monthlyQuota: quota,
            })),
        ),
      ),
    )
    .onConflictDoNothing()
    .returning({ typeId: membershipTypeServices.typeId });
  return plans.length + services.length + types.length + quotas.length;
};
