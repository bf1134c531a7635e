/**
 * The marketplace's settings (spec §7 GET /settings/keys) as the services read them. Prices are
 * decimal strings in KWD there; the services price in whole fils.
 */
import { decimalToFils, type SettingKey } from '@badal/contracts';
import { eq } from 'drizzle-orm';
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
