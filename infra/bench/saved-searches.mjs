#!/usr/bin/env node
/**
 * `npm run bench -- saved-searches [--database URL] [--searches N] [--ads N]`: how long a new ad
 * takes to meet N saved searches (issue #33, DESIGN §16: through an index of the searches, never a
 * scan). PostgreSQL only (the engine the deployment runs).
 *
 * 1. Migrates and seeds the database by starting `upstream/dist/server.js` on it once (run
 *    `npx tsc -b contracts upstream` first), then stops it.
 * 2. Replaces every saved search with N generated ones (default 100,000), spread over the seeded
 *    accounts: 70 % a text of one to three words — words of the catalogue's own ads, or words no
 *    ad has (the long tail) — half of those within a category, some with a price range or a
 *    condition; 29.5 % a category with a price range, four in five of them with an option of that
 *    category's ads (a make, a model: 'equals', as the search panel sends); 0.5 % only a price
 *    range (a candidate for every ad). Each is saved as the API saves it: the tsquery of the search's text with its dictionary,
 *    spelling and typo forms (the API's searchTextCondition, per word),
 *    the index keys from the API's own code (dist/services/saved-searches/search-keys.js).
 * 3. For `--ads` listed ads (default 300), runs the API's own match statement (match-new-ad.js's
 *    matchSql: keys → candidates → one precise check → the claim) in a transaction that is rolled
 *    back, so every ad meets the same searches. Prints p50 / p95 / p99 / max, the candidates and
 *    matches per ad, and the plan of one run (EXPLAIN ANALYZE). Goal: p95 ≤ 20 ms per ad.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { optionValue } from './lib/options.mjs';
import { startUpstream } from './lib/start-upstream.mjs';
import { ms3, percentile } from './lib/stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const DIST = path.join(root, 'upstream', 'dist');
const TARGET_P95_MS = 20;

const USAGE = `Usage: npm run bench -- saved-searches [options]

  --database URL   PostgreSQL database (default $DATABASE_URL or postgres://postgres@127.0.0.1:5432/badal_alerts)
  --searches N     saved searches to generate (default 100000)
  --ads N          ads matched (default 300)
  --keep           keep the generated searches (default: keep; they are replaced at the next run)`;

const parseArgs = (/** @type {readonly string[]} */ argv) => ({
  database: optionValue(
    argv,
    'database',
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/badal_alerts',
  ),
  searches: Number(optionValue(argv, 'searches', '100000')),
  ads: Number(optionValue(argv, 'ads', '300')),
  help: argv.includes('--help') || argv.includes('-h'),
});

/** Starts the API on the database once: it migrates and seeds it; then stops it. */
const migrateAndSeed = async (/** @type {string} */ database) => {
  const server = await startUpstream({ label: 'alerts', env: { DATABASE_URL: database }, timeoutMs: 600_000 });
  console.info(`database migrated and seeded in ${(server.startedInMs / 1000).toFixed(1)} s`);
  await server.stop();
};

/** A small deterministic generator, so two runs build the same searches. */
const random = (() => {
  let seed = 20261127;
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
})();
const pick = (/** @type {readonly any[]} */ list) => list[Math.floor(random() * list.length)];

/**
 * Each word's tsquery as the API saves a search's text (searchTextCondition's ranked query: the
 * word as a prefix and its dictionary, spelling and typo forms), so the generated searches carry
 * the keys real ones do. A text of several words is the AND of its words' queries.
 * @param {string} url @param {readonly string[]} words @returns {Promise<Map<string, string>>}
 */
const expandedQueries = async (url, words) => {
  const { openDatabase } = await import(pathToFileURL(path.join(DIST, 'db/database.js')).href);
  const { searchTextCondition } = await import(
    pathToFileURL(path.join(DIST, 'services/catalogue/search-text.js')).href
  );
  const { PgDialect } = await import('drizzle-orm/pg-core');
  const dialect = new PgDialect();
  const database = await openDatabase({ kind: 'postgres', url });
  /** @type {Map<string, string>} */
  const out = new Map();
  try {
    for (const word of words) {
      const { rank } = await searchTextCondition({ db: database.db }, word);
      const query = dialect.sqlToQuery(rank);
      const [row] = (await database.db.$client.query(`select (${query.sql})::text as q`, query.params)).rows;
      if (row?.q) out.set(word, row.q);
    }
  } finally {
    await database.close();
  }
  return out;
};

const generate = async (/** @type {pg.Pool} */ pool, /** @type {number} */ n, /** @type {string} */ url) => {
  const { savedSearchKeys } = await import(
    pathToFileURL(path.join(DIST, 'services/saved-searches/search-keys.js')).href
  );
  const users = (await pool.query('select id from users order by id')).rows.map((r) => r.id);
  const categories = (await pool.query('select id from categories')).rows.map((r) => r.id);
  // Words people would type: the catalogue's own (lexemes of its ads), and words no ad has.
  const words = (
    await pool.query(
      `select w from (select distinct unnest(tsvector_to_array(search_document)) w from products) t
       where length(w) >= 3 and w !~ '^[0-9]+$' order by w`,
    )
  ).rows.map((r) => r.w);
  // Options the category's ads carry (choice, yes/no, colour attributes): what a category search filters by.
  /** @type {Map<number, { id: number, value: string }[]>} */
  const options = new Map();
  for (const r of (
    await pool.query(
      `select distinct p.category_id c, v.attribute_id id, v.value from product_attribute_values v
       join products p on p.id = v.product_id join attributes a on a.id = v.attribute_id where a.type in (2, 3, 4, 5)`,
    )
  ).rows)
    options.set(r.c, [...(options.get(r.c) ?? []), { id: r.id, value: r.value }]);
  const optionCategories = [...options.keys()];
  const tail = Array.from({ length: 5000 }, (_, i) => `zq${i.toString(36)}x${Math.floor(random() * 1e6).toString(36)}`);
  console.info(`${users.length} accounts, ${categories.length} categories, ${words.length} catalogue words`);
  const expandingStarted = performance.now();
  const expanded = await expandedQueries(url, [...words, ...tail]);
  console.info(
    `${expanded.size} words' queries (with their dictionary and spelling forms) in ${((performance.now() - expandingStarted) / 1000).toFixed(1)} s`,
  );
  const textQuery = (/** @type {string} */ text) =>
    text
      .split(' ')
      .map((w) => expanded.get(w))
      .filter(Boolean)
      .map((q) => `( ${q} )`)
      .join(' & ') || null;

  await pool.query('truncate saved_search_keys, saved_searches restart identity cascade');
  const started = performance.now();
  const BATCH = 5000;
  for (let done = 0; done < n; done += BATCH) {
    const rows = [];
    for (let i = done; i < Math.min(n, done + BATCH); i++) {
      const kind = random();
      const price = random() < 0.3 ? [Math.floor(random() * 500), 500 + Math.floor(random() * 20000)] : [null, null];
      if (kind < 0.7) {
        const count = 1 + Math.floor(random() * 3);
        const text = Array.from({ length: count }, () => (random() < 0.6 ? pick(words) : pick(tail))).join(' ');
        rows.push({
          user: pick(users),
          text,
          category: random() < 0.5 ? pick(categories) : null,
          min: price[0],
          max: price[1],
          isNew: random() < 0.2 ? random() < 0.5 : null,
          attrs: null,
        });
      } else if (kind < 0.995) {
        const lo = Math.floor(random() * 1000);
        const filtered = random() < 0.8 && optionCategories.length > 0;
        const category = filtered ? pick(optionCategories) : pick(categories);
        const option = filtered ? pick(options.get(category) ?? []) : null;
        rows.push({
          user: pick(users),
          text: null,
          category,
          min: lo,
          max: lo + 5000,
          isNew: null,
          attrs: option ? JSON.stringify([{ id: option.id, kind: 'equals', values: [option.value] }]) : null,
        });
      } else {
        rows.push({ user: pick(users), text: null, category: null, min: 100, max: 200, isNew: null, attrs: null });
      }
    }
    const inserted = await pool.query(
      `insert into saved_searches (user_id, name, query, category_id, text_query, min_price, max_price, is_new, attribute_match)
       select u, 'bench ' || coalesce(t, 'category'), jsonb_build_object('text', t), c,
         q::tsquery, mn, mx, nw, am::jsonb
       from unnest($1::int[], $2::text[], $3::int[], $4::numeric[], $5::numeric[], $6::boolean[], $7::text[], $8::text[])
         as r(u, t, c, mn, mx, nw, am, q)
       returning id, text_query::text as q, category_id as c, attribute_match as am`,
      [
        rows.map((r) => r.user),
        rows.map((r) => r.text),
        rows.map((r) => r.category),
        rows.map((r) => r.min),
        rows.map((r) => r.max),
        rows.map((r) => r.isNew),
        rows.map((r) => r.attrs),
        rows.map((r) => (r.text ? textQuery(r.text) : null)),
      ],
    );
    const keys = inserted.rows.flatMap((r) =>
      savedSearchKeys(r.q || null, r.c, r.am ?? []).map((/** @type {string} */ key) => [key, r.id]),
    );
    await pool.query(
      'insert into saved_search_keys (key, saved_search_id) select * from unnest($1::text[], $2::int[])',
      [keys.map((k) => k[0]), keys.map((k) => k[1])],
    );
  }
  await pool.query('analyze saved_searches; analyze saved_search_keys');
  const size = (
    await pool.query(
      `select pg_size_pretty(pg_total_relation_size('saved_search_keys')) keys,
              pg_size_pretty(pg_total_relation_size('saved_searches')) searches,
              (select count(*) from saved_search_keys) key_rows`,
    )
  ).rows[0];
  console.info(
    `${n} saved searches generated in ${((performance.now() - started) / 1000).toFixed(1)} s: ${size.key_rows} keys (${size.keys} with indexes), searches ${size.searches}`,
  );
};

const measure = async (/** @type {pg.Pool} */ pool, /** @type {number} */ ads) => {
  const { matchSql, matchedIdsSql } = await import(
    pathToFileURL(path.join(DIST, 'services/saved-searches/match-new-ad.js')).href
  );
  const { PgDialect } = await import('drizzle-orm/pg-core');
  const dialect = new PgDialect();
  const now = new Date();
  const ids = (
    await pool.query(
      `select id from products where status = 'published' and moderation_state = 'visible' and deal_state is null
       and ends_at > now() order by random() limit $1`,
      [ads],
    )
  ).rows.map((r) => r.id);
  const client = await pool.connect();
  /** @type {number[]} */
  const times = [];
  /** @type {number[]} */
  const matchTimes = [];
  /** @type {number[]} */
  const serverTimes = [];
  let matched = 0;
  let candidates = 0;
  try {
    // The match alone (keys → candidates → the precise check), reading only.
    for (const id of ids) {
      const query = dialect.sqlToQuery(matchedIdsSql(id, now));
      const t0 = performance.now();
      await client.query(query.sql, query.params);
      matchTimes.push(performance.now() - t0);
    }
    // The index loses nothing: for some ads, the matches found by checking every search are the same.
    let missed = 0;
    /** @type {number[]} */
    const scanTimes = [];
    const proof = ids.slice(0, 30);
    for (const id of proof) {
      const viaIndex = dialect.sqlToQuery(matchedIdsSql(id, now));
      const viaScan = dialect.sqlToQuery(matchedIdsSql(id, now, true));
      const a = (await client.query(viaIndex.sql, viaIndex.params)).rows.map((r) => r.id).join(',');
      const t0 = performance.now();
      const b = (await client.query(viaScan.sql, viaScan.params)).rows.map((r) => r.id).join(',');
      scanTimes.push(performance.now() - t0);
      if (a !== b) missed += 1;
    }
    console.info(
      `index against a full check of every search: ${proof.length - missed} of ${proof.length} ads found the same matches; checking every search took ${ms3(percentile(Float64Array.from(scanTimes).sort(), 50))} ms at the median`,
    );
    if (missed > 0) process.exitCode = 1;
    // The same, timed inside the database (EXPLAIN ANALYZE's execution time, no row timing): what
    // the statement costs without the client's round trip and scheduling on a busy machine.
    for (const id of ids) {
      const query = dialect.sqlToQuery(matchedIdsSql(id, now));
      const explained = await client.query(`explain (analyze, timing off, summary) ${query.sql}`, query.params);
      const last = explained.rows.map((r) => r['QUERY PLAN']).find((l) => l.startsWith('Execution Time'));
      serverTimes.push(Number(/([\d.]+) ms/.exec(last ?? '')?.[1] ?? Number.NaN));
    }
    const only = dialect.sqlToQuery(matchedIdsSql(ids[0], now));
    const matchPlan = await client.query(`explain (analyze, buffers, costs off) ${only.sql}`, only.params);
    console.info('\nPlan of one match, reading only (EXPLAIN ANALYZE):');
    console.info(matchPlan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    // The whole statement, the matches claimed, rolled back.
    for (const id of ids) {
      const query = dialect.sqlToQuery(matchSql(id, now));
      await client.query('begin');
      const t0 = performance.now();
      const result = await client.query(query.sql, query.params);
      times.push(performance.now() - t0);
      await client.query('rollback');
      matched += result.rowCount ?? 0;
      const keys = await client.query(
        `with ad as (select * from products where id = $1)
         select count(distinct k.saved_search_id)::int n from saved_search_keys k where k.key in (
           select 'w:' || left(w, n) from ad, unnest(tsvector_to_array(ad.search_document)) w, generate_series(1, 4) n
           union select 'c:' || category_id from ad union select 'c:' || top_category_id from ad
           union select 'a:' || v.attribute_id || '=' || v.value from product_attribute_values v where v.product_id = $1
           union select 'all')`,
        [id],
      );
      candidates += keys.rows[0].n;
    }
    const sample = dialect.sqlToQuery(matchSql(ids[0], now));
    await client.query('begin');
    const plan = await client.query(`explain (analyze, buffers, costs off) ${sample.sql}`, sample.params);
    await client.query('rollback');
    console.info('\nPlan of one whole statement, matches claimed (EXPLAIN ANALYZE, rolled back):');
    console.info(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  } finally {
    client.release();
  }
  const line = (/** @type {string} */ label, /** @type {number[]} */ values) => {
    const sorted = Float64Array.from(values).sort();
    return `| ${label} | ${values.length} | ${ms3(percentile(sorted, 50))} | ${ms3(percentile(sorted, 95))} | ${ms3(percentile(sorted, 99))} | ${ms3(sorted[sorted.length - 1] ?? Number.NaN)} | ${(candidates / ids.length).toFixed(0)} | ${(matched / ids.length).toFixed(1)} |`;
  };
  console.info(`\n| statement | ads | p50 ms | p95 ms | p99 ms | max ms | candidates / ad | matches / ad |`);
  console.info(`|---|---:|---:|---:|---:|---:|---:|---:|`);
  console.info(line('match (keys → candidates → check)', matchTimes));
  console.info(line('match, timed in the database', serverTimes));
  console.info(line('match and claim (the API’s statement)', times));
  const p95 = percentile(Float64Array.from(matchTimes).sort(), 95);
  console.info(
    `\nload average during the run: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (${os.cpus().length} cores)`,
  );
  console.info(`\nmatch p95 ${ms3(p95)} ms: ${p95 <= TARGET_P95_MS ? 'within' : 'OVER'} the ${TARGET_P95_MS} ms goal`);
};

const options = parseArgs(process.argv.slice(2));
if (options.help) console.info(USAGE);
else {
  await migrateAndSeed(options.database);
  const pool = new pg.Pool({ connectionString: options.database, max: 2 });
  try {
    await generate(pool, options.searches, options.database);
    await measure(pool, options.ads);
  } finally {
    await pool.end();
  }
}
