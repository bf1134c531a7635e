/**
 * The `name` filter (spec: products whose name contains the text, any case): `name ILIKE '%text%'`,
 * backed by the name index (migration 0028): the name's trigrams beside its listing week.
 *
 * A trigram index gives its matches in no order: "samsung", in one name of fifty, read all 21,000
 * matching rows at 1,000,000 products to list the newest 40 (96 ms). With the listing week in the
 * same index, the newest names containing a text are found slice by slice of listing time, as a
 * text's are (newest-matches.ts): each week of a slice is one scan of the index for the name's
 * trigrams in that week, and a common name is answered from its newest weeks.
 */
import { type SQL, sql } from 'drizzle-orm';
import { integerArray } from '../../db/raw-sql.js';
import { products } from '../../db/schema.js';
import { likeContains } from './attribute-filter.js';
import type { TextSlice } from './search-text.js';

export interface NameFilter {
  /** The names containing the text, at any time. */
  where: SQL;
  /** The same among the products listed in a slice of weeks, one index scan per week. */
  within: (slice: TextSlice) => SQL;
}

/**
 * The listing week as the name index holds it. The same expression as the index's, so that the
 * planner matches it; an array of weeks is one index scan per week.
 */
const listingWeekNumber: SQL = sql`badal_listing_week_number(${products.listedAt})`;

export const nameFilter = (text: string): NameFilter => {
  const contains = sql`${products.name} ilike ${likeContains(text)}`;
  return {
    where: contains,
    within: (slice) => sql`(${listingWeekNumber} = any(${integerArray(slice.weeks)}) and ${contains})`,
  };
};
