/**
 * Meetings with the Badal team: one hour, on Kuwait working days (Sunday to Thursday), starting
 * 10:00 to 15:00 Kuwait time, from tomorrow for two weeks. A slot is free while no subscription
 * holds it: a paid one, or an unpaid one until its hold lapses (`heldUntil`: UNPAID_HOLD_MINUTES
 * after it was filled in, longer while a payment for it is open). A lapsed hold is evaluated when
 * read, so it ends exactly on time without any job; the slot itself is let go (set to null) by the
 * next booking, in its transaction, before the database's unique index on the start makes one
 * booking win when two arrive together.
 */
import { type Meeting, offeredMeetingSlots } from '@badal/contracts';
import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type CompanySubscriptionRow, companySubscriptions } from '../../db/schema.js';

export const isOfferedSlot = (start: Date, end: Date, now: Date): boolean =>
  offeredMeetingSlots(now).some(
    (slot) => slot.start.getTime() === start.getTime() && slot.end.getTime() === end.getTime(),
  );

/** Whether a subscription holds its meeting slot at `now`. */
export const holds = (row: Pick<CompanySubscriptionRow, 'status' | 'meetingStart' | 'heldUntil'>, now: Date): boolean =>
  row.meetingStart !== null &&
  (row.status === 'active' || (row.heldUntil !== null && row.heldUntil.getTime() > now.getTime()));

/** Lets go of the slots of unpaid subscriptions whose hold lapsed, in the booking's transaction. */
export const releaseLapsedHolds = (tx: Db, now: Date) =>
  tx
    .update(companySubscriptions)
    .set({ meetingStart: null, meetingEnd: null })
    .where(
      and(
        eq(companySubscriptions.status, 'unpaid'),
        isNotNull(companySubscriptions.meetingStart),
        lte(companySubscriptions.heldUntil, now),
      ),
    );

export const freeSlots = async (db: Db, now: Date): Promise<Meeting[]> => {
  const offered = offeredMeetingSlots(now);
  const first = offered[0]?.start ?? now;
  const rows = await db
    .select({
      meetingStart: companySubscriptions.meetingStart,
      status: companySubscriptions.status,
      heldUntil: companySubscriptions.heldUntil,
    })
    .from(companySubscriptions)
    .where(gte(companySubscriptions.meetingStart, first));
  const held = new Set(rows.filter((row) => holds(row, now)).map((row) => row.meetingStart?.getTime()));
  return offered
    .filter((slot) => !held.has(slot.start.getTime()))
    .map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() }));
};
