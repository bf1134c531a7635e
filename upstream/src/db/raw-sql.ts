/** Raw statements: their rows, and values sent as one parameter. */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './database.js';

/** The rows of a raw statement: both drivers (node-postgres, PGlite) answer `{ rows }`. */
export const rowsOf = async <T>(db: Db, statement: SQL): Promise<T[]> =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

/** Whole numbers as one `integer[]` parameter (a thousand ids are one value to send, not a thousand). */
export const integerArray = (values: readonly number[]): SQL =>
  sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::integer[]`;
