/**
 * Time as people in Kuwait count it (Asia/Kuwait: UTC+3 all year, no daylight saving), for the
 * API, the web app, the conformance suite and tests alike: a banner booked "from 12 March" starts
 * at midnight of 12 March there, and meetings are offered on Kuwait's working days and hours.
 * Zod-free, so the web app's start chunk may use it.
 */

/** The IANA name of Kuwait's time zone, for Intl formatting and for answers that state it. */
export const KUWAIT_TIME_ZONE = 'Asia/Kuwait' as const;

const KUWAIT_OFFSET_MS = 3 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The Kuwait date (yyyy-mm-dd) of an instant. */
export const kuwaitDay = (instant: Date): string =>
  new Date(instant.getTime() + KUWAIT_OFFSET_MS).toISOString().slice(0, 10);

/** Today's Kuwait date at `now`, moved by whole days (`plus` may be negative). */
export const kuwaitDayFrom = (now: Date, plus = 0): string => kuwaitDay(addDays(now, plus));

/** Midnight in Kuwait at the start of a yyyy-mm-dd date. */
export const kuwaitMidnight = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - KUWAIT_OFFSET_MS);

/** Whole days from one yyyy-mm-dd date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export const addDays = (instant: Date, days: number): Date => new Date(instant.getTime() + days * DAY_MS);

/** Friday and Saturday are the weekend in Kuwait. */
export const isKuwaitWorkingDay = (day: string): boolean => ![5, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** Meetings with the Badal team: one hour, starting at these Kuwait hours, up to this many days ahead. */
export const MEETING_HOURS = [10, 11, 12, 13, 14, 15] as const;
export const MEETING_DAYS_AHEAD = 14;
export const MEETING_LENGTH_MS = HOUR_MS;

/** Every meeting slot offered from `now` on (from tomorrow in Kuwait), free or not. */
export const offeredMeetingSlots = (now: Date): { start: Date; end: Date }[] => {
  const today = kuwaitMidnight(kuwaitDay(now));
  const slots: { start: Date; end: Date }[] = [];
  for (let ahead = 1; ahead <= MEETING_DAYS_AHEAD; ahead++) {
    const midnight = addDays(today, ahead);
    if (!isKuwaitWorkingDay(kuwaitDay(midnight))) continue;
    for (const hour of MEETING_HOURS) {
      const start = new Date(midnight.getTime() + hour * HOUR_MS);
      slots.push({ start, end: new Date(start.getTime() + MEETING_LENGTH_MS) });
    }
  }
  return slots;
};
