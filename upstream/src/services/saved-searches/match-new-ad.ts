/**
 * A new, renewed or refreshed ad meets the saved searches (issue #33 item 5). One statement, in
 * the caller's transaction:
 * 1. the ad's keys — its two categories, its attribute values, the 1–4 letter prefixes of its
 *    search document's words, and 'all' — find the candidate searches in `saved_search_keys` (its primary key: one index
 *    probe per key), never reading the other searches; keys and candidates go in as arrays
 *    (`= any(array(…))`) so the planner probes the indexes instead of hashing whole tables, whose
 *    row counts it cannot guess from a CTE;
 * 2. each candidate is checked precisely as search would (the ad's search document `@@` the
 *    search's stored tsquery, category, prices, condition, sell type, sale, attributes), with
 *    alerts on and not the ad owner's own;
 * 3. the matches are claimed under their row locks: a search not told for an hour is told now
 *    (with the matches counted since, summed in); one told within the hour counts this match for
 *    the sweep's summary (alert-sweep.ts).
 * The notices are written in the same transaction; their pushes leave after it commits.
 */
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-sql.js';
import {
  productAttributeValues as pav,
  products,
  savedSearches as s,
  savedSearchKeys,
  sellers,
} from '../../db/schema.js';
import { isListed } from '../catalogue/listed.js';
import { onSaleAt } from '../catalogue/product-cards.js';
import type { UpstreamContext } from '../context.js';
import { type NotifyTarget, notifySavedSearch } from '../notifications/notify.js';
import { WORD_KEY_LETTERS } from './search-keys.js';

/** At most one notice per search per hour. */
export const ALERT_WINDOW_MS = 3_600_000;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Every attribute filter of the search holds for the ad (as search-where's EXISTS lookups do). */
const attributesHold = sql`(${s.attributeMatch} is null or not exists (
  select 1 from jsonb_array_elements(${s.attributeMatch}) f
  where not exists (
    select 1 from ${pav} v
    where v.product_id = ad.id and v.attribute_id = (f->>'id')::int and case f->>'kind'
      when 'equals' then v.value in (select jsonb_array_elements_text(f->'values'))
      when 'contains' then exists (select 1 from jsonb_array_elements_text(f->'values') t where v.value ilike t)
      when 'range' then v.number_value is not null and exists (
        select 1 from jsonb_array_elements(f->'ranges') r
        where (r->>'min' is null or v.number_value >= (r->>'min')::float8)
          and (r->>'max' is null or v.number_value <= (r->>'max')::float8))
      else false end)))`;

/** The ad, its keys, its candidate searches and those it matches (CTEs `ad`, `ad_keys`, `candidates`, `matched`). */
const matching = (productId: number, now: Date, scan = false): SQL => sql`
with ${products} as materialized (
  -- The one ad, read by its primary key, under the table's own name so the catalogue's shared
  -- filters (isListed, onSaleAt) apply to it as written; the planner cannot then prefer another
  -- index of the table and filter the id.
  select * from ${products} where ${products.id} = ${productId}
), ad as (
  select ${products.id} as id, ${products.name} as name, ${products.searchDocument} as doc,
    ${products.categoryId} as category_id, ${products.topCategoryId} as top_category_id, ${products.price} as price,
    ${products.isNew} as is_new, ${products.sellType} as sell_type, ${onSaleAt(now)} as on_sale,
    ${sellers.userId} as owner_id
  from ${products} join ${sellers} on ${sellers.id} = ${products.sellerId}
  where ${isListed(now)}
), ad_keys as (
  select 'w:' || left(w, n) as key from ad, unnest(tsvector_to_array(ad.doc)) w, generate_series(1, ${WORD_KEY_LETTERS}) n
  union select 'c:' || category_id from ad
  union select 'c:' || top_category_id from ad
  union select 'a:' || v.attribute_id || '=' || v.value from ${pav} v where v.product_id = (select id from ad)
  union select 'all'
), candidates as (
  select distinct k.saved_search_id as id from ${savedSearchKeys} k where k.key = any(array(select key from ad_keys))
), matched as (
  select ${s.id} as id from ${s} cross join ad
  where ${scan ? sql`true` : sql`${s.id} = any(array(select id from candidates))`} and ${s.alerts} and ${s.userId} <> ad.owner_id
    and (${s.categoryId} is null or ${s.categoryId} in (ad.category_id, ad.top_category_id))
    and (${s.textQuery} is null or ad.doc @@ ${s.textQuery})
    and (${s.minPrice} is null or ad.price >= ${s.minPrice})
    and (${s.maxPrice} is null or ad.price <= ${s.maxPrice})
    and (${s.isNew} is null or ad.is_new = ${s.isNew})
    and (${s.sellTypes} is null or ad.sell_type = any(${s.sellTypes}))
    and (not ${s.onSale} or ad.on_sale)
    and ${attributesHold}
)`;

/**
 * The ids of the saved searches the ad matches, claiming nothing (the benchmark times it apart).
 * `scan` checks every search instead of the index's candidates: the benchmark's proof that the
 * index loses no match.
 */
export const matchedIdsSql = (productId: number, now: Date, scan = false): SQL =>
  sql`${matching(productId, now, scan)} select id from matched order by id`;

/** The whole statement: the matches, claimed (also EXPLAINed by the benchmark). */
export const matchSql = (productId: number, now: Date): SQL => sql`${matching(productId, now)}, locked as (
  select ${s.id} as id, ${s.pendingCount} as pending,
    (${s.lastAlertAt} is null or ${s.lastAlertAt} <= ${at(new Date(now.getTime() - ALERT_WINDOW_MS))}) as due
  from ${s} where ${s.id} in (select id from matched) order by ${s.id} for update
)
update ${s} set
  last_alert_at = case when locked.due then ${at(now)} else ${s.lastAlertAt} end,
  pending_count = case when locked.due then 0 else ${s.pendingCount} + 1 end
from locked
where ${s.id} = locked.id
returning ${s.id} as id, ${s.userId} as user_id, ${s.name} as name, locked.due as due, locked.pending as pending,
  (select name from ad) as ad`;

interface Matched {
  id: number;
  user_id: number;
  name: string;
  due: boolean;
  pending: number;
  ad: string;
}

/** Tells the owners of the saved searches the ad matches (or counts it for the hour's summary); the number matched. */
export const alertSavedSearches = async (
  ctx: UpstreamContext,
  target: NotifyTarget,
  productId: number,
): Promise<number> => {
  const matched = await rowsOf<Matched>(target.tx, matchSql(productId, ctx.clock()));
  for (const m of matched.filter((row) => row.due)) {
    await notifySavedSearch(ctx, target, {
      recipientId: m.user_id,
      savedSearchId: m.id,
      search: m.name,
      count: m.pending + 1,
      ad: m.ad,
    });
  }
  return matched.length;
};
