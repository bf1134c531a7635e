/**
 * The listing terms: what the text index holds of each ad (migrations 0027 and 0028, decision
 * 028) — its search document, the term of its listing week (newest-matches.ts), and its filter
 * terms: its top category and category, its price in whole-KWD decimal blocks and its attribute
 * terms (attribute-tokens.ts). A search with a text or attribute filters asks the index for all of
 * them at once, so one scan finds only the ads that meet every filter, instead of every ad with
 * the word (or the attribute) and then dropping the others one row read at a time.
 *
 * The terms are a superset test, never the last word: the exact conditions (search-where.ts) stay,
 * and decide the ads a price or a number range's bound cuts through.
 */
import { type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema.js';
import type { NumberRange } from './attribute-filter.js';
import { rangeCover } from './attribute-tokens.js';

/** The index's expression, written exactly as migration 0028 writes it, so conditions on it use the index. */
export const listingTerms: SQL = sql`((${products.searchDocument} || badal_listing_week(${products.listedAt})) || badal_listing_facets(${products.topCategoryId}, ${products.categoryId}, ${products.price}, ${products.attributeTokens}))`;

export const topCategoryTerm = (id: number): string => `§top${id}`;
export const categoryTerm = (id: number): string => `§cat${id}`;

/** The prices' block terms are numbers' terms (attribute-tokens.ts) under this name. */
export const PRICE_KEY = '§price';

/**
 * A term as a tsquery operand: quoted, so nothing in it (a value's spaces, quotes, backslashes,
 * colons or operators) is read as tsquery syntax.
 */
export const quoteTerm = (term: string): string => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** Any of these terms, as one operand; undefined for none (the caller's exact condition is false then). */
export const anyTerm = (terms: readonly string[]): string | undefined =>
  terms.length === 0
    ? undefined
    : terms.length === 1
      ? quoteTerm(terms[0] as string)
      : `(${terms.map(quoteTerm).join(' | ')})`;

/** The terms of which a number in `ranges` has at least one: those inside, and those a bound cuts. */
export const rangeTerms = (key: string | number, ranges: readonly NumberRange[]): string[] => {
  const { inside, edges } = rangeCover(key, ranges);
  return [...inside, ...edges];
};

/** A price between `min` and `max` (either may be missing; undefined when both are). */
export const priceTerms = (min: number | undefined, max: number | undefined): string | undefined =>
  min === undefined && max === undefined
    ? undefined
    : anyTerm(rangeTerms(PRICE_KEY, [{ min: min ?? null, max: max ?? null }]));

/** Every operand (each a tsquery operand) among the listing terms. */
export const hasListingTerms = (operands: readonly string[]): SQL =>
  sql`${listingTerms} @@ ${operands.join(' & ')}::tsquery`;
