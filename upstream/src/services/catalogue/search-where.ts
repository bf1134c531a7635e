/**
 * The WHERE clause of a product search, built once and shared by the page, its count and its
 * maximum price, so the three always agree. Everything runs in the database on indexed columns:
 * the category filters are equalities on (top_)category_id, the text filter is the GIN-indexed
 * search document, the name filter an ILIKE backed by a trigram index (name-filter.ts),
 * attributes terms of the product's GIN-indexed attribute tokens (decision 026). No product row is read into JavaScript to filter it.
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
import { nameFilter } from './name-filter.js';
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

const subCategoryIdOf = (slug: string) =>
  sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${slug} and ${categories.parentId} is not null)`;

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

/** Free text contains one of the texts; said of values without a number, as their index (0028) is. */
const containsAny = (texts: readonly string[]): SQL | undefined =>
  and(
    sql`${productAttributeValues.numberValue} is null`,
    or(...texts.map((text) => sql`${productAttributeValues.value} ilike ${likeContains(text)}`)),
  );

/**
 * Where the filters read a product's terms: the GIN-indexed column, or — with a text or a name,
 * whose indexes and week slices find the candidates (newest-matches.ts) — the same terms as a
 * value the index does not answer, checked on each candidate. Given the column, the planner ANDed the text's small
 * bitmap with a broad filter's large one ("model year from 2012": 66,000 ads, 15 ms a slice).
 */
const indexedTerms: SQL = sql`${products.attributeTokens}`;
const checkedTerms: SQL = sql`(${products.attributeTokens} || '{}'::text[])`;

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
const attributeCondition = (attributeId: number, match: AttributeMatch, terms: SQL): SQL => {
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

interface AttributeConditions {
  conditions: SQL[];
  /** Whether one of them is a lookup of the attribute terms (an option or a range; not free text). */
  byTerms: boolean;
}

/** Each filter must hold (AND across attributes); any of its values may (OR within one). */
const attributeConditions = async (
  ctx: UpstreamContext,
  filters: AttributeFilters,
  terms: SQL,
): Promise<AttributeConditions> => {
  const ids = [...new Set(filters.map((f) => f.id))];
  const rows = await ctx.db
    .select({ id: attributes.id, type: attributes.type })
    .from(attributes)
    .where(inArray(attributes.id, ids));
  const types = new Map(rows.map((r) => [r.id, r.type]));
  let byTerms = false;
  const conditions = filters.map((filter) => {
    const type = types.get(filter.id);
    // An attribute nobody defined describes no product.
    if (type === undefined) return sql`false`;
    const match = attributeMatch(type, filter.values);
    if (!match) throw fieldError('validation.invalid', 'attributes');
    if (match.kind !== 'contains') byTerms = true;
    return attributeCondition(filter.id, match, terms);
  });
  return { conditions, byTerms };
};

/** Published products matching every filter of a search, in a slice of listing time or at any time. */
export type SearchWhereOf = (slice?: TextSlice) => SQL;

/**
 * A search's condition (SearchWhereOf); `scope` is its listed ads of the chosen category alone
 * (all listed ads without a category): the ads a walk goes through in the page's order
 * (search.ts); `counted` the same matches as the condition at any time, written for their count
 * (below); `read` the condition as a text's or a name's matches are read through their index
 * alone (newest-matches.ts); `found` the text's words' conditions (without a text, the name's),
 * each at any time: what finds the candidates of a search read slice by slice (newest-matches.ts).
 */
export type SearchCondition = SearchWhereOf & {
  scope: SQL;
  counted: SQL;
  read: SearchWhereOf;
  found: SQL[] | undefined;
  /** Which index finds the candidates of `found`: the text's, or (without a text) the name's. */
  foundBy: 'text' | 'name' | undefined;
};

/**
 * A search's condition, as a condition of the slice of listing time the text is asked in
 * (newest-matches.ts; no slice: any time). The text's condition (searchTextCondition) may be
 * passed in when the caller needs it for the order too, so it is looked up once; everything else
 * is looked up once for every slice.
 */
export const searchWhereOf = async (
  ctx: UpstreamContext,
  f: SearchFilters,
  text?: TextSearch,
): Promise<SearchCondition> => {
  const listed = isListed(ctx.clock());
  // The category's and the price's conditions, apart from the others: a count may check them on
  // each ad it finds (`counted` below). The scope is taken before the prices join them.
  const categoryAndPrice: SQL[] = [];
  const others: SQL[] = [listed];
  if (f.categorySlug && f.categorySlug !== SEARCH_SLUG) {
    // A top category covers its children (their products carry it as top_category_id); a
    // sub-category slug works here too. Resolved first, so the condition is one equality the
    // planner can walk an index by, in the page's order, instead of an OR of two.
    const [category] = await ctx.db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.slug, f.categorySlug));
    if (!category) categoryAndPrice.push(sql`false`);
    else if (category.parentId === null) categoryAndPrice.push(eq(products.topCategoryId, category.id));
    else categoryAndPrice.push(eq(products.categoryId, category.id));
  }
  if (f.subCategorySlug) categoryAndPrice.push(eq(products.categoryId, subCategoryIdOf(f.subCategorySlug)));
  const scope = and(listed, ...categoryAndPrice) as SQL;
  if (f.minPrice !== undefined) categoryAndPrice.push(gte(products.price, f.minPrice.toFixed(3)));
  if (f.maxPrice !== undefined) categoryAndPrice.push(lte(products.price, f.maxPrice.toFixed(3)));
  if (f.isNew !== undefined) others.push(eq(products.isNew, f.isNew));
  if (f.sellType) others.push(inArray(products.sellType, SELL_TYPE_MATCHES[f.sellType]));
  if (f.onSale) others.push(onSaleAt(ctx.clock()));
  const { conditions: filters, byTerms } = f.attributes?.length
    ? await attributeConditions(ctx, f.attributes, f.text || f.name ? checkedTerms : indexedTerms)
    : { conditions: [], byTerms: false };
  const matching = f.text ? (text ?? (await searchTextCondition(ctx, f.text))) : undefined;
  const name = f.name ? nameFilter(f.name) : undefined;
  // In a slice of weeks, the text's index finds the slice's candidates; without a text, the name's.
  const found = (slice?: TextSlice) => [
    matching && (slice ? matching.within(slice) : matching.where),
    name && (slice && !matching ? name.within(slice) : name.where),
  ];
  const condition = (slice?: TextSlice) =>
    and(...others, ...categoryAndPrice, ...filters, ...found(slice)) ?? sql`true`;
  // Read through the text's or the name's index alone (newest-matches.ts), the category and the
  // price checked on each candidate, written `is true` (the same test, which no index answers):
  // given the category's index, the planner ANDed the whole category's range with a text's few
  // thousand matches ("patrol" in vehicles: 154,000 entries, 50 ms).
  const read = (slice?: TextSlice) =>
    and(...others, ...categoryAndPrice.map((c) => sql`(${c}) is true`), ...filters, ...found(slice)) ?? sql`true`;
  // Counted, attribute filters without a text are found through their terms' index (decision
  // 026) and the category and the price checked on each ad it finds, written `is true` — the same
  // test, which no index answers — so that the planner does not read the category's or the
  // price's whole index range to AND it with the terms' (85,000 cars for 22,000 Toyotas and
  // Lexuses; 229,000 prices for 44,000 phones): a category's attribute terms are its own ads'.
  // Not for pages, whose boosted part is a walk of the category's boosted index. Free text has no
  // terms: the category's index stays the way in.
  const counted =
    !f.text && !f.name && byTerms
      ? (and(...others, ...categoryAndPrice.map((c) => sql`(${c}) is true`), ...filters) as SQL)
      : condition();
  return Object.assign(condition, {
    scope,
    counted,
    read,
    found: matching?.eachWord ?? (name && [name.where]),
    foundBy: matching ? ('text' as const) : name ? ('name' as const) : undefined,
  });
};

/** Published products matching every given filter (searchWhereOf, at any time). */
export const searchWhere = async (ctx: UpstreamContext, f: SearchFilters, text?: TextSearch): Promise<SQL> =>
  (await searchWhereOf(ctx, f, text))();
