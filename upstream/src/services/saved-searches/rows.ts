/** The rows of a raw statement: both drivers (node-postgres, PGlite) answer `{ rows }`. */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';

export const rowsOf = async <T>(db: Db, statement: SQL): Promise<T[]> =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
