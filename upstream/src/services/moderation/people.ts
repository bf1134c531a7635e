/** People as the console names them (contracts' moderationPersonSchema), read in one query. */
import type { ModerationPerson } from '@badal/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';

export const loadPeople = async (db: Db, ids: readonly (number | null)[]): Promise<Map<number, ModerationPerson>> => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      userName: users.userName,
      status: users.status,
      blockedUntil: users.blockedUntil,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((r) => [
      r.id,
      { ...r, blockedUntil: r.status === 'blocked' && r.blockedUntil ? r.blockedUntil.toISOString() : null },
    ]),
  );
};
