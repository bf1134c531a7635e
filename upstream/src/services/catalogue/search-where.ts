/**
 * The WHERE clause of a product search, built once and shared by the page, its count and its
 * maximum price, so the three always agree. Everything runs in the database on indexed columns:
 * the category filters are equalities on (top_)category_id, the text filter is the GIN-indexed
 * search document, the name filter an ILIKE backed by a trigram index, attributes terms of the
 * product's GIN-indexed attribute tokens (decision 026). No product row is read into JavaScript to filter it.
 * Decision: docs/decisions/006-search-in-postgresql.md
 */
import { type AttributeFilters, SEARCH_SLUG, type SellType } from '@badal/contracts';
import { and, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { attributes, categories, productAttributeValues, products } from '../../db/schema.js';
import { fieldError } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { type AttributeMatch, attributeMatch, likeContains, type NumberRange } from './attribute-filter.js';
import { optionToken, rangeCover } from './attribute-tokens.js';
import { isListed } from './listed.js';
import { anyTerm, categoryTerm, hasListingTerms, priceTerms, rangeTerms, topCategoryTerm } from './listing-terms.js';
import { onSaleAt } from './product-cards.js';
import { searchTextCondition, type TextSearch, type TextSlice } from './search-text.js';

export { searchTextCondition, type TextSearch, type TextSlice };

/** The filters of contracts' searchQuerySchema after parsing. */
export interface SearchFilters {
  categorySlug?: string | undefined;
  subCategorySlug?: string | undefined;
  name?: string | undefined;
  attributes?: AttributeFilters | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  text?: string | undefined;
  isNew?: boolean | undefined;
  sellType?: SellType | undefined;
  onSale?: boolean | undefined;
}

/**
 * A product that may be sold or bartered answers both kinds of search; asking for 'sell/barter'
 * means a product that takes both.
 */
export const SELL_TYPE_MATCHES: Record<SellType, SellType[]> = {
  sell: ['sell', 'sell/barter'],
  barter: ['barter', 'sell/barter'],
  'sell/barter': ['sell/barter'],
};

/** One of the product's values of the attribute meets `condition` (the exact check). */
const hasValue = (attributeId: number, condition: SQL | undefined): SQL => {
  const v = productAttributeValues;
  return sql`exists (select 1 from ${v} where ${v.productId} = ${products.id} and ${v.attributeId} = ${attributeId} and ${condition})`;
};

const inRanges = (ranges: readonly NumberRange[]): SQL | undefined => {
  const v = productAttributeValues;
  return or(
    ...ranges.map((r) =>
      and(
        r.min === null ? undefined : gte(v.numberValue, r.min),
        r.max === null ? undefined : lte(v.numberValue, r.max),
        sql`${v.numberValue} is not null`,
      ),
    ),
  );
};

const containsAny = (texts: readonly string[]): SQL | undefined =>
  or(...texts.map((text) => sql`${productAttributeValues.value} ilike ${likeContains(text)}`));

/**
 * The product's attribute terms as a value no index answers: the filters are found by the listing
 * terms (listing-terms.ts), and these conditions are their exact check on each candidate.
 */
const productTerms: SQL = sql`${products.attributeTokens}`;

const anyToken = (terms: SQL, tokens: readonly string[]): SQL =>
  tokens.length === 0
    ? sql`false`
    : sql`${terms} && array[${sql.join(
        tokens.map((token) => sql`${token}`),
        sql`, `,
      )}]::text[]`;

/**
 * One filter's condition on the product row (decision 026): options are terms of
 * `attribute_tokens` (GIN-indexed, exact); a number range is its decimal blocks there, those
 * wholly inside the range deciding alone and those a bound cuts followed by the exact comparison
 * on the product's attribute values (rangeCover); free text is a contains-search of the values.
 */
const attributeCondition = (attributeId: number, match: AttributeMatch): SQL => {
  const terms = productTerms;
  switch (match.kind) {
    case 'equals':
      return anyToken(
        terms,
        match.values.map((value) => optionToken(attributeId, value)),
      );
    case 'range': {
      const { inside, edges } = rangeCover(attributeId, match.ranges);
      const cut = edges.length
        ? sql`(${anyToken(terms, edges)} and ${hasValue(attributeId, inRanges(match.ranges))})`
        : undefined;
      if (!inside.length) return cut ?? sql`false`;
      return cut ? sql`(${anyToken(terms, inside)} or ${cut})` : anyToken(terms, inside);
    }
    case 'contains':
      return hasValue(attributeId, containsAny(match.values));
  }
};

/**
 * The listing terms of which an ad meeting the filter has one, as one tsquery operand (undefined
 * when none can be named: free text; "no term" when no value can match).
 */
const attributeOperand = (attributeId: number, match: AttributeMatch): string | undefined => {
  switch (match.kind) {
    case 'equals':
      return anyTerm(match.values.map((value) => optionToken(attributeId, value))) ?? NO_TERM;
    case 'range':
      return anyTerm(rangeTerms(attributeId, match.ranges)) ?? NO_TERM;
    case 'contains':
      return undefined;
  }
};

/** A term no ad has: the operand of a filter nothing can meet (its exact condition says false too). */
const NO_TERM = "'§none'";

interface FilterParts {
  /** The exact conditions. */
  conditions: SQL[];
  /** Their listing terms (tsquery operands). */
  operands: string[];
}

/** Each filter must hold (AND across attributes); any of its values may (OR within one). */
const attributeConditions = async (ctx: UpstreamContext, filters: AttributeFilters): Promise<FilterParts> => {
  const ids = [...new Set(filters.map((f) => f.id))];
  const rows = await ctx.db
    .select({ id: attributes.id, type: attributes.type })
    .from(attributes)
    .where(inArray(attributes.id, ids));
  const types = new Map(rows.map((r) => [r.id, r.type]));
  const parts: FilterParts = { conditions: [], operands: [] };
  for (const filter of filters) {
    const type = types.get(filter.id);
    // An attribute nobody defined describes no product.
    if (type === undefined) {
      parts.conditions.push(sql`false`);
      parts.operands.push(NO_TERM);
      continue;
    }
    const match = attributeMatch(type, filter.values);
    if (!match) throw fieldError('validation.invalid', 'attributes');
    parts.conditions.push(attributeCondition(filter.id, match));
    const operand = attributeOperand(filter.id, match);
    if (operand) parts.operands.push(operand);
  }
  return parts;
};

/** Published products matching every filter of a search, in a slice of listing time or at any time. */
export type SearchWhereOf = (slice?: TextSlice) => SQL;

/**
 * A search's condition (SearchWhereOf); `scope` is its listed ads of the chosen category alone
 * (all listed ads without a category): the ads a walk of the category's order goes through
 * (search.ts); `checked` is the same condition at any time without asking the listing terms for
 * the filters, for a walk, which tests each ad it goes through on its row (the terms' expression
 * would be computed for every one).
 */
export type SearchCondition = SearchWhereOf & { scope: SQL; checked: SQL };

interface CategoryParts {
  condition: SQL;
  operand: string;
}

/**
 * The chosen category and sub-category, resolved first, so each is one equality the planner can
 * walk an index by, in the page's order, instead of an OR of two: a top category covers its
 * children (their products carry it as top_category_id); a sub-category slug works as the
 * category too; a sub-category slug must name a sub-category.
 */
const categoryParts = async (ctx: UpstreamContext, f: SearchFilters): Promise<CategoryParts[]> => {
  const slug = f.categorySlug && f.categorySlug !== SEARCH_SLUG ? f.categorySlug : undefined;
  const slugs = [slug, f.subCategorySlug].filter((s): s is string => s !== undefined);
  if (slugs.length === 0) return [];
  const rows = await ctx.db
    .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.slug, slugs));
  const none: CategoryParts = { condition: sql`false`, operand: NO_TERM };
  const parts: CategoryParts[] = [];
  if (slug) {
    const category = rows.find((r) => r.slug === slug);
    if (!category) parts.push(none);
    else if (category.parentId === null) {
      parts.push({
        condition: eq(products.topCategoryId, category.id),
        operand: anyTerm([topCategoryTerm(category.id)]) as string,
      });
    } else
      parts.push({
        condition: eq(products.categoryId, category.id),
        operand: anyTerm([categoryTerm(category.id)]) as string,
      });
  }
  if (f.subCategorySlug) {
    const sub = rows.find((r) => r.slug === f.subCategorySlug && r.parentId !== null);
    parts.push(
      sub ? { condition: eq(products.categoryId, sub.id), operand: anyTerm([categoryTerm(sub.id)]) as string } : none,
    );
  }
  return parts;
};

/**
 * A search's condition, as a condition of the slice of listing time the text is asked in
 * (newest-matches.ts; no slice: any time). The text's condition (searchTextCondition) may be
 * passed in when the caller needs it for the order too, so it is looked up once; everything else
 * is looked up once for every slice. With a text or attribute filters, the listing terms of the
 * category, the attribute filters and the price are asked for too (listing-terms.ts): the text
 * index then finds only the ads that meet them all.
 */
export const searchWhereOf = async (
  ctx: UpstreamContext,
  f: SearchFilters,
  text?: TextSearch,
): Promise<SearchCondition> => {
  const listed = isListed(ctx.clock());
  // The conditions the listing terms can stand for (category, price, attributes), and the others.
  const covered: SQL[] = [];
  const others: SQL[] = [listed];
  const operands: string[] = [];
  for (const part of await categoryParts(ctx, f)) {
    covered.push(part.condition);
    operands.push(part.operand);
  }
  const categoryOperands = operands.length;
  // Here `covered` holds the category's conditions alone.
  const scope = and(listed, ...covered) as SQL;
  if (f.name) others.push(sql`${products.name} ilike ${likeContains(f.name)}`);
  if (f.minPrice !== undefined) covered.push(gte(products.price, f.minPrice.toFixed(3)));
  if (f.maxPrice !== undefined) covered.push(lte(products.price, f.maxPrice.toFixed(3)));
  const price = priceTerms(f.minPrice, f.maxPrice);
  if (price) operands.push(price);
  if (f.isNew !== undefined) others.push(eq(products.isNew, f.isNew));
  if (f.sellType) others.push(inArray(products.sellType, SELL_TYPE_MATCHES[f.sellType]));
  if (f.onSale) others.push(onSaleAt(ctx.clock()));
  if (f.attributes?.length) {
    const filters = await attributeConditions(ctx, f.attributes);
    covered.push(...filters.conditions);
    operands.push(...filters.operands);
  }
  const matching = f.text ? (text ?? (await searchTextCondition(ctx, f.text))) : undefined;
  // A text, or a filter's terms beside the category's: the listing terms find the ads. A category
  // or a price alone keeps to its own indexes (their order is the page's), and so does a category
  // whose filters have no terms (free text: the category's term alone would be its whole range).
  const filterOperands = operands.length > categoryOperands;
  const asksTerms = operands.length > 0 && (matching !== undefined || (f.attributes?.length && filterOperands));
  const terms = asksTerms ? hasListingTerms(operands) : undefined;
  // Asked of the listing terms, the covered conditions are checked on each ad they find, as
  // `is true`: the same test, which no index answers, so the planner does not also read a
  // category's or a price's whole index range to AND it with the terms (85,000 cars for 22,000
  // Toyotas and Lexuses).
  const onEachFound = terms ? covered.map((condition) => sql`(${condition}) is true`) : covered;
  const condition = (slice?: TextSlice) =>
    and(...others, ...onEachFound, terms, matching && (slice ? matching.within(slice) : matching.where)) ?? sql`true`;
  const checked = and(...others, ...covered, matching?.where) ?? sql`true`;
  return Object.assign(condition, { scope, checked });
};

/** Published products matching every given filter (searchWhereOf, at any time). */
export const searchWhere = async (ctx: UpstreamContext, f: SearchFilters, text?: TextSearch): Promise<SQL> =>
  (await searchWhereOf(ctx, f, text))();
