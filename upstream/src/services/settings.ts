/**
 * The marketplace's settings: as GET /settings/keys answers them (spec §7), and as the services
 * read them. Prices are decimal strings in KWD there; the services price in whole fils.
 */
import { decimalToFils, type SettingKey } from '@badal/contracts';
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

/** The settings named (null for unknown keys), or every setting, sorted by key, when none is named. */
export const settingsByKeys = async (db: Db, keys: string[]): Promise<Record<string, string | null>> => {
  const rows =
    keys.length === 0
      ? await db.select().from(settings)
      : await db.select().from(settings).where(inArray(settings.key, keys));
  const found = new Map(rows.map((r) => [r.key, r.value]));
  const wanted = keys.length === 0 ? [...found.keys()].sort() : keys;
  return Object.fromEntries(wanted.map((k) => [k, found.get(k) ?? null]));
};
