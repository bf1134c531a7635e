/**
 * The settings of negotiations (issue #32), read from the settings table (migration 0017 puts them
 * there; an operator changes them): how long an offer waits for an answer, how long before its end
 * both people are reminded, and how many offers each side may make. A setting that is missing or
 * not a whole number falls back to these defaults.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { settings } from '../../db/schema.js';

export const OFFER_SETTING_KEYS = {
  expiryHours: 'offerExpiryHours',
  reminderHours: 'offerReminderHours',
  roundsEach: 'offerRoundsEach',
} as const;

export interface OfferRules {
  expiryHours: number;
  reminderHours: number;
  /** Offers each side may make, the sender's opening one included. */
  roundsEach: number;
}

export const DEFAULT_OFFER_RULES: OfferRules = { expiryHours: 48, reminderHours: 6, roundsEach: 3 };

const whole = (value: string | null | undefined, fallback: number): number => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

export const offerRules = async (db: Db): Promise<OfferRules> => {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.values(OFFER_SETTING_KEYS)));
  const value = new Map(rows.map((r) => [r.key, r.value]));
  return {
    expiryHours: whole(value.get(OFFER_SETTING_KEYS.expiryHours), DEFAULT_OFFER_RULES.expiryHours),
    reminderHours: whole(value.get(OFFER_SETTING_KEYS.reminderHours), DEFAULT_OFFER_RULES.reminderHours),
    roundsEach: whole(value.get(OFFER_SETTING_KEYS.roundsEach), DEFAULT_OFFER_RULES.roundsEach),
  };
};

export const HOUR_MS = 3_600_000;

/** When an offer made at `now` expires unanswered. */
export const expiryFrom = (now: Date, rules: OfferRules): Date => new Date(now.getTime() + rules.expiryHours * HOUR_MS);
