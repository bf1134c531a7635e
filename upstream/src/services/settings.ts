/**
 * The marketplace's settings: as GET /settings/keys answers them (spec §7), and as the services
 * read them. Prices are decimal strings in KWD there; the services price in whole fils.
 */
import { decimalToFils, SETTING_KEYS, type SettingKey } from '@badal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { settings } from '../db/schema.js';

/**
 * A price setting in fils. A missing one is an error, not zero: selling something for nothing
 * because the operator has not set its price yet would be worse than refusing to sell it.
 */
export const settingFils = async (db: Db, key: SettingKey): Promise<number> => {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  if (!row?.value) throw new Error(`setting ${key} is missing`);
  return decimalToFils(row.value);
};

/**
 * The settings named (null for unknown keys), or, when none is named, the ones the product reads
 * (SETTING_KEYS: prices), sorted by key — not the operators' own (the posting rules of issue #31).
 */
export const settingsByKeys = async (db: Db, keys: string[]): Promise<Record<string, string | null>> => {
  const named = keys.length === 0 ? [...SETTING_KEYS] : keys;
  const rows = await db.select().from(settings).where(inArray(settings.key, named));
  const found = new Map(rows.map((r) => [r.key, r.value]));
  const wanted = keys.length === 0 ? [...found.keys()].sort() : keys;
  return Object.fromEntries(wanted.map((k) => [k, found.get(k) ?? null]));
};
