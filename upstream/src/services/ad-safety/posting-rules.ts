/**
 * The settings that keep spam out (issue #31 item 4), read from the settings table (migration
 * 0015 puts them there; an operator changes them): how many ads an account places a Kuwait day —
 * a member more — and the top categories (by slug) whose first ad of a new account waits for
 * review. A setting that is missing or not a number falls back to these defaults.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { settings } from '../../db/schema.js';

export const POSTING_SETTING_KEYS = {
  adsPerDay: 'adsPerDay',
  adsPerDayMember: 'adsPerDayMember',
  reviewFirstAdCategories: 'reviewFirstAdCategories',
} as const;

export interface PostingRules {
  adsPerDay: number;
  adsPerDayMember: number;
  /** Top-category slugs. */
  reviewFirstAdCategories: string[];
}

export const DEFAULT_POSTING_RULES: PostingRules = {
  adsPerDay: 5,
  adsPerDayMember: 20,
  reviewFirstAdCategories: ['vehicles', 'real-estate'],
};

const count = (value: string | null | undefined, fallback: number): number => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n >= 0 ? n : fallback;
};

export const postingRules = async (db: Db): Promise<PostingRules> => {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.values(POSTING_SETTING_KEYS)));
  const value = new Map(rows.map((r) => [r.key, r.value]));
  const slugs = value.get(POSTING_SETTING_KEYS.reviewFirstAdCategories);
  return {
    adsPerDay: count(value.get(POSTING_SETTING_KEYS.adsPerDay), DEFAULT_POSTING_RULES.adsPerDay),
    adsPerDayMember: count(value.get(POSTING_SETTING_KEYS.adsPerDayMember), DEFAULT_POSTING_RULES.adsPerDayMember),
    reviewFirstAdCategories:
      slugs === undefined || slugs === null
        ? DEFAULT_POSTING_RULES.reviewFirstAdCategories
        : slugs
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
  };
};
