/**
 * Members' memberships: which one is active, activating a paid plan type (a renewal of the same
 * plan moves its end on; a different plan paid for while one is active starts when that one ends),
 * and the views for GET /memberships and the profile. `users.membership_expires_at` mirrors the
 * last end date, so a sign-in answers `checkMembership` without reading these tables.
 */
import type { Locale, MembershipPeriod, ProfileMembership, UserMembership } from '@badal/contracts';
import { and, desc, eq, gt, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type MembershipRow, membershipPlans, memberships, membershipTypes, users } from '../../db/schema.js';
import { allowancesOf } from './allowances.js';
import { addMonths } from './calendar.js';
import { planRef, type TypeWithPlan } from './catalog.js';

/** Memberships not ended yet (the active one, and one paid for to follow it), latest end first. */
export const unendedMemberships = async (db: Db, userId: number, now: Date): Promise<MembershipRow[]> =>
  db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), gt(memberships.endsAt, now)))
    .orderBy(desc(memberships.endsAt));

/**
 * Whether a plan may be bought now: the plan of an unended membership is renewed; while another
 * plan's membership runs, a second plan is refused ('other').
 */
export const membershipStanding = async (
  db: Db,
  userId: number,
  planId: number,
  now: Date,
): Promise<'new' | 'renewal' | 'other'> => {
  const unended = await unendedMemberships(db, userId, now);
  if (unended.length === 0) return 'new';
  return unended.some((m) => m.planId === planId) ? 'renewal' : 'other';
};

/**
 * Makes a paid plan type take effect (inside the settlement transaction). The user's row is locked
 * first, so two settlements for the same member cannot both read "no membership".
 */
export const activateMembership = async (
  tx: Db,
  input: { userId: number; type: TypeWithPlan; orderId: number | null; now: Date },
): Promise<MembershipRow> => {
  const { userId, type, orderId, now } = input;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const unended = await unendedMemberships(tx, userId, now);
  const samePlan = unended.find((m) => m.planId === type.plan.id);
  let row: MembershipRow | undefined;
  if (samePlan) {
    [row] = await tx
      .update(memberships)
      .set({ endsAt: addMonths(samePlan.endsAt, type.months), typeId: type.id, orderId, updatedAt: now })
      .where(eq(memberships.id, samePlan.id))
      .returning();
  } else {
    // Another plan still running (it was bought between adding to the cart and paying): this one follows it.
    const startsAt = unended[0]?.endsAt ?? now;
    [row] = await tx
      .insert(memberships)
      .values({
        userId,
        planId: type.plan.id,
        typeId: type.id,
        startsAt,
        endsAt: addMonths(startsAt, type.months),
        orderId,
      })
      .returning();
  }
  if (!row) throw new Error(`membership of user ${userId} was not written`);
  const [last] = await tx
    .select({ endsAt: max(memberships.endsAt) })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  await tx
    .update(users)
    .set({ membershipExpiresAt: last?.endsAt ?? row.endsAt, updatedAt: now })
    .where(eq(users.id, userId));
  return row;
};

const withPlan = (db: Db) =>
  db
    .select({ membership: memberships, plan: membershipPlans, period: membershipTypes.period })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.typeId));

const periodOf = (value: string): MembershipPeriod => (value === 'yearly' ? 'yearly' : 'monthly');

/** GET /memberships: the active membership with its allowances, and all of them newest first. */
export const membershipsView = async (
  db: Db,
  userId: number,
  locale: Locale,
  now: Date,
): Promise<{ current: UserMembership | null; memberships: UserMembership[] }> => {
  const rows = await withPlan(db)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.startsAt), desc(memberships.id));
  const views = await Promise.all(
    rows.map(async ({ membership, plan, period }): Promise<UserMembership> => {
      const active = membership.startsAt <= now && membership.endsAt > now;
      return {
        id: membership.id,
        typeId: membership.typeId,
        plan: planRef(plan, locale),
        period: periodOf(period),
        startsAt: membership.startsAt.toISOString(),
        endsAt: membership.endsAt.toISOString(),
        active,
        allowances: active ? await allowancesOf(db, membership, locale, now) : [],
      };
    }),
  );
  return { current: views.find((v) => v.active) ?? null, memberships: views };
};

/** The membership the profile shows: the active one and its end date. */
export const profileMembership = async (db: Db, userId: number, locale: Locale, now: Date) => {
  const [row] = await withPlan(db)
    .where(and(eq(memberships.userId, userId), lte(memberships.startsAt, now), gt(memberships.endsAt, now)))
    .orderBy(desc(memberships.endsAt))
    .limit(1);
  if (!row) return null;
  const view: ProfileMembership = {
    plan: planRef(row.plan, locale),
    period: periodOf(row.period),
    endsAt: row.membership.endsAt.toISOString(),
  };
  return view;
};
