/**
 * How long an ad runs and how often it may be renewed for free (issue #32), read from the settings
 * table (an operator changes them); a missing or non-numeric setting falls back to contracts'
 * AD_LIFE_DEFAULTS (30 days, told 3 days before, a free renewal every 48 hours).
 */
import { AD_LIFE_DEFAULTS } from '@badal/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { settings } from '../../db/schema.js';

export const AD_LIFE_SETTING_KEYS = {
  days: 'adLifeDays',
  warnDaysBefore: 'adLifeWarnDays',
  renewEveryHours: 'adRenewEveryHours',
} as const;

export interface AdLifeRules {
  days: number;
  warnDaysBefore: number;
  renewEveryHours: number;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const positive = (value: string | null | undefined, fallback: number): number => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

export const adLifeRules = async (db: Db): Promise<AdLifeRules> => {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.values(AD_LIFE_SETTING_KEYS)));
  const value = new Map(rows.map((r) => [r.key, r.value]));
  return {
    days: positive(value.get(AD_LIFE_SETTING_KEYS.days), AD_LIFE_DEFAULTS.days),
    warnDaysBefore: positive(value.get(AD_LIFE_SETTING_KEYS.warnDaysBefore), AD_LIFE_DEFAULTS.warnDaysBefore),
    renewEveryHours: positive(value.get(AD_LIFE_SETTING_KEYS.renewEveryHours), AD_LIFE_DEFAULTS.renewEveryHours),
  };
};

/** When a run started at `from` ends. */
export const runEndsAt = (rules: AdLifeRules, from: Date): Date => new Date(from.getTime() + rules.days * DAY_MS);

/** When an ad last renewed at `renewedAt` may be renewed for free again (null: now). */
export const renewableAt = (rules: AdLifeRules, renewedAt: Date | null): Date | null =>
  renewedAt === null ? null : new Date(renewedAt.getTime() + rules.renewEveryHours * HOUR_MS);

/** How long before its end an owner is told. */
export const warnBeforeMs = (rules: AdLifeRules): number => rules.warnDaysBefore * DAY_MS;
