/**
 * Calendar days as people in Kuwait count them (Asia/Kuwait, UTC+3 all year, no daylight saving):
 * a banner booked "from 12 March" starts at midnight of 12 March there.
 */
const KUWAIT_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Kuwait date (yyyy-mm-dd) of an instant. */
export const kuwaitDay = (instant: Date): string =>
  new Date(instant.getTime() + KUWAIT_OFFSET_MS).toISOString().slice(0, 10);

/** Midnight in Kuwait at the start of a yyyy-mm-dd date. */
export const kuwaitMidnight = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - KUWAIT_OFFSET_MS);

/** Whole days from one yyyy-mm-dd date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export const addDays = (instant: Date, days: number): Date => new Date(instant.getTime() + days * DAY_MS);
