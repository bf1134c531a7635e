/**
 * A membership's monthly allowance of services: each plan type includes so many boosts, refreshes
 * and flash sales per monthly cycle (counted from the membership's start). `useAllowance` is how a
 * promotion takes one use instead of being paid for; it locks the membership so two requests
 * cannot both take the last one.
 */
import type { Locale, MembershipAllowance, PromotionCode } from '@badal/contracts';
import { and, count, desc, eq, gt, gte, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { allowanceUses, type MembershipRow, memberships } from '../../db/schema.js';
import { monthlyCycle } from './calendar.js';
import { includedServices, promotionName } from './catalog.js';

const usesInCycle = async (db: Db, membershipId: number, serviceId: number, cycle: { startsAt: Date; endsAt: Date }) =>
  (
    await db
      .select({ n: count() })
      .from(allowanceUses)
      .where(
        and(
          eq(allowanceUses.membershipId, membershipId),
          eq(allowanceUses.serviceId, serviceId),
          gte(allowanceUses.usedAt, cycle.startsAt),
          lt(allowanceUses.usedAt, cycle.endsAt),
        ),
      )
  )[0]?.n ?? 0;

/** What is left of each included service in the cycle holding `now`. */
export const allowancesOf = async (
  db: Db,
  membership: MembershipRow,
  locale: Locale,
  now: Date,
): Promise<MembershipAllowance[]> => {
  const cycle = monthlyCycle(membership.startsAt, now);
  const included = await includedServices(db, membership.typeId);
  return Promise.all(
    included.map(async ({ service, monthlyQuota }) => {
      const used = await usesInCycle(db, membership.id, service.id, cycle);
      return {
        serviceId: service.id,
        code: service.code as PromotionCode,
        name: promotionName(service, locale),
        monthlyQuota,
        used,
        remaining: Math.max(monthlyQuota - used, 0),
        cycleStartsAt: cycle.startsAt.toISOString(),
        cycleEndsAt: cycle.endsAt.toISOString(),
      };
    }),
  );
};

export interface AllowanceUse {
  membershipId: number;
  serviceId: number;
  /** Days the promotion lasts (the service's includedDays). */
  days: number;
  remaining: number;
}

/**
 * Takes one use of a service from the member's active membership, inside the caller's
 * transaction; null when there is no active membership, the plan does not include the service,
 * or this cycle's uses are spent (the promotion must then be bought).
 */
export const useAllowance = async (
  tx: Db,
  input: { userId: number; code: PromotionCode; productId: number | null; now: Date },
): Promise<AllowanceUse | null> => {
  const [membership] = await tx
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, input.userId),
        lte(memberships.startsAt, input.now),
        gt(memberships.endsAt, input.now),
      ),
    )
    .orderBy(desc(memberships.endsAt))
    .limit(1)
    .for('update');
  if (!membership) return null;
  const entry = (await includedServices(tx, membership.typeId)).find((s) => s.service.code === input.code);
  if (!entry || entry.monthlyQuota === 0) return null;
  const cycle = monthlyCycle(membership.startsAt, input.now);
  const used = await usesInCycle(tx, membership.id, entry.service.id, cycle);
  if (used >= entry.monthlyQuota) return null;
  await tx.insert(allowanceUses).values({
    membershipId: membership.id,
    serviceId: entry.service.id,
    productId: input.productId,
    usedAt: input.now,
  });
  return {
    membershipId: membership.id,
    serviceId: entry.service.id,
    days: entry.service.includedDays,
    remaining: entry.monthlyQuota - used - 1,
  };
};
