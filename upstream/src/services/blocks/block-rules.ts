/**
 * What a block changes for others (issue #31 item 2). The blocked person is refused — messages,
 * requests, follows — with a neutral answer that reads the same as any member who cannot be
 * contacted, so nobody learns they were blocked. The blocker's lists leave the blocked out.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { blocks } from '../../db/schema.js';
import { fieldError } from '../../http-error.js';

/** Whether `blockerId` blocked `blockedId`; read through `db` (inside a transaction: its handle). */
export const hasBlocked = async (db: Db, blockerId: number, blockedId: number): Promise<boolean> =>
  (
    await db
      .select({ one: sql`1` })
      .from(blocks)
      .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
      .limit(1)
  ).length > 0;

/**
 * Refuses `senderId` reaching `receiverId` when the receiver blocked them: a 422 on `field` with
 * the neutral 'contact.unavailable' (or the call's own neutral key).
 */
export const refuseIfBlockedBy = async (
  db: Db,
  receiverId: number,
  senderId: number,
  field: string,
  key: 'contact.unavailable' | 'request.receiverUnavailable' = 'contact.unavailable',
): Promise<void> => {
  if (await hasBlocked(db, receiverId, senderId)) throw fieldError(key, field);
};

/** A condition for a list of `reader`'s: the person in `other` is not someone the reader blocked. */
export const notBlockedBy = (reader: number, other: AnyPgColumn | SQL): SQL =>
  sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${reader} and ${blocks.blockedId} = ${other})`;
