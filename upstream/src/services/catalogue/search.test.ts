/**
 * The search's queries (search.ts, searchSql) run on the migrations' indexes: EXPLAIN of the
 * queries the API sends, on PostgreSQL with the demo catalogue grown to 10,000 products
 * (seed/scale/), where the planner's choices are the ones of a large catalogue. Sequential scans
 * are switched off so that a table read never passes for "cheap enough on a small table".
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, inArray, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SMS_LIMITS } from '../../config.js';
import { type Database, openDatabase } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { runSeed } from '../../seed/run-seed.js';
import { seedScale } from '../../seed/scale/seed-scale.js';
import { createTestPostgresDatabase, type TestDatabase } from '../../testing.js';
import type { UpstreamContext } from '../context.js';
import { createPushWebhook } from '../push/push-webhook.js';
import {
  listingSlices,
  newestMatchIds,
  type ReadPlan,
  rankedNewestMatches,
  readPlan,
  weekOf,
} from './newest-matches.js';
import {
  cappedCount,
  countProducts,
  RANKED_WINDOW,
  relevanceOrder,
  type SearchInput,
  searchPageMeta,
  searchPageRows,
  searchProducts,
  searchSql,
} from './search.js';
import { listingWeekTerms } from './search-text.js';
import { searchTextCondition, searchWhere, searchWhereOf } from './search-where.js';

describe('search indexes on PostgreSQL', () => {
  let target: TestDatabase;
  let database: Database;
  let client: pg.Client;
  let storageDir: string;
  let ctx: UpstreamContext;

  beforeAll(async () => {
    // The demo catalogue: a copy of the seeded template (seeded here only when there is none).
    target = await createTestPostgresDatabase({ seeded: true });
    database = await openDatabase(target.options);
    await database.migrate();
    storageDir = await mkdtemp(join(tmpdir(), 'badal-explain-test-'));
    if (!target.copy) await runSeed({ db: database.db, storageDir });
    await seedScale(database.db, { products: 10_000, users: 300 });
    const quiet = { info() {}, error() {} } as unknown as UpstreamContext['log'];
    ctx = {
      db: database.db,
      log: quiet,
      storageDir,
      tokenTtlSeconds: 60,
      smsLimits: DEFAULT_SMS_LIMITS,
      mediaBaseUrl: () => 'http://media.test',
      push: createPushWebhook({ url: undefined, secret: 'unused', log: quiet }),
      clock: () => new Date(),
    };
    if (target.options.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
    client = new pg.Client({ connectionString: target.options.url });
    await client.connect();
    await client.query('ANALYZE');
    await client.query('SET enable_seqscan = off');
  });
  afterAll(async () => {
    await client?.end();
    await database?.close();
    await target?.drop();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  const plan = async (filters: Partial<SearchInput>): Promise<string> => {
    const query = await searchSql(ctx, { page: 1, perPage: 20, ...filters });
    const result = await client.query(`EXPLAIN ${query.sql}`, query.params);
    return result.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
  };

  /** Scans of the products table, which must all go through an index. */
  const productScans = (text: string) => text.split('\n').filter((line) => / on products\b/.test(line));

  it('finds text through the text index (search document and listing week)', async () => {
    const text = await plan({ text: 'toyota land' });
    expect(text).toContain('products_listed_search_idx');
    expect(productScans(text).every((line) => !/Seq Scan/.test(line))).toBe(true);
  });

  it('finds dictionary forms, typos and category names through indexes (decision 020)', async () => {
    for (const words of ['ايفون', 'samsumg', 'لاند كروزر', 'سيارات']) {
      const text = await plan({ text: words });
      expect(text, words).toContain('products_listed_search_idx');
      expect(
        productScans(text).every((line) => !/Seq Scan/.test(line)),
        words,
      ).toBe(true);
    }
  });

  it('filters a top category through its index of published products', async () => {
    const text = await plan({ categorySlug: 'vehicles' });
    expect(text).toMatch(/products_published_top_category_newest_idx/);
    expect(productScans(text).every((line) => !/Seq Scan/.test(line))).toBe(true);
  });

  it('reads a deep page and the count from the index of published products, not the table', async () => {
    const deep = await plan({ page: 400, perPage: 20 });
    expect(deep).toMatch(/Index Only Scan using products_published_newest_idx/);
    expect(deep).not.toMatch(/Sort Key: products_1\.created_at/);
    const oldest = await plan({ page: 300, perPage: 20, sort: 'oldest' });
    expect(oldest).toMatch(/Index Only Scan Backward using products_published_newest_idx/);
  });

  it('filters a sub-category, a name and attributes through their indexes', async () => {
    expect(await plan({ subCategorySlug: 'cars' })).toContain('products_published_category_newest_idx');
    expect(await plan({ categorySlug: 'cars' })).toContain('products_published_category_newest_idx');
    expect(await plan({ name: 'iphone' })).toContain('products_name_week_trgm_idx');
    // An option is a term of the product's attribute tokens (decision 026): no attribute value is read.
    const attributes = await plan({ categorySlug: 'cars', attributes: [{ id: 1, values: ['toyota'] }] });
    expect(attributes).toMatch(/products_published_(attribute_tokens|category_newest)_idx/);
    expect(attributes).toContain('attribute_tokens &&');
    expect(attributes).not.toMatch(/product_attribute_values/);
    // A range: its decimal blocks first, the exact comparison only for what they let through.
    const range = await plan({ categorySlug: 'cars', attributes: [{ id: 2, values: ['2015-2020'] }] });
    expect(range).toContain('attribute_tokens &&');
    expect(productScans(range).every((line) => !/Seq Scan/.test(line))).toBe(true);
    expect(range).not.toMatch(/Seq Scan on product_attribute_values/);
  });

  it('counts matches up to the cap and says "more" past it, the page still served', async () => {
    const where = await searchWhere(ctx, {});
    expect(await cappedCount(ctx, where, 100)).toBe(101);
    const exact = await cappedCount(ctx, await searchWhere(ctx, { text: 'toyota land' }), 100_000);
    expect(exact).toBeGreaterThan(0);
    expect(await cappedCount(ctx, await searchWhere(ctx, { text: 'toyota land' }), exact)).toBe(exact);
    expect(searchPageMeta(3, 20, 101, 100)).toEqual({
      currentPage: 3,
      perPage: 20,
      total: 100,
      lastPage: 5,
      totalCapped: true,
    });
    expect(searchPageMeta(1, 20, 100, 100)).toEqual({ currentPage: 1, perPage: 20, total: 100, lastPage: 5 });
  });

  it('ranks a common word among its newest matches only, then lists the rest newest first', async () => {
    // 'viewing' is in thousands of the generated descriptions: more matches than the window.
    const text = 'viewing';
    const ids = async (input: Partial<SearchInput>) =>
      (await searchProducts(ctx, { page: 1, perPage: 20, text, ...input }, 'en')).data.map((p) => p.id);
    expect(await countProducts(ctx, { text })).toBeGreaterThan(RANKED_WINDOW + 60);
    const pastWindow = RANKED_WINDOW / 20 + 1;
    expect(await ids({ page: pastWindow })).toEqual(await ids({ page: pastWindow, sort: 'newest' }));
    // A page across the window's end: its ranked part, then the first matches past the window.
    const across = await ids({ perPage: 60, page: Math.floor(RANKED_WINDOW / 60) + 1 });
    const rankedPart = RANKED_WINDOW % 60;
    expect(across).toHaveLength(60);
    expect(across.slice(rankedPart)).toEqual(
      (await ids({ page: pastWindow, sort: 'newest' })).slice(0, 60 - rankedPart),
    );
    // Nothing shown twice between the ranked pages and the first page past them.
    const ranked = (
      await Promise.all([...Array(RANKED_WINDOW / 100).keys()].map((i) => ids({ perPage: 100, page: i + 1 })))
    ).flat();
    expect(new Set([...ranked, ...(await ids({ page: pastWindow }))]).size).toBe(RANKED_WINDOW + 20);
  });

  it("reads a text's newest matches slice by slice of listing time, in one newest-first order", async () => {
    // The generated products were listed over two years: 'viewing' has matches in every slice of weeks;
    // 'sofa' also stands for its category (dictionary), whose part is found by time, not weeks.
    for (const text of ['viewing', 'sofa']) {
      const whereOf = await searchWhereOf(ctx, { text });
      const all = (
        await ctx.db
          .select({ id: products.id, listedAt: products.listedAt })
          .from(products)
          .where(whereOf())
          .orderBy(desc(products.listedAt), desc(products.id))
      ).map((row) => ({ id: row.id, at: row.listedAt.getTime() }));
      const inSlice = listingSlices(ctx.clock()).map(({ from, until }) =>
        all.filter(
          (m) => (from === undefined || m.at >= from.getTime()) && (until === undefined || m.at < until.getTime()),
        ),
      );
      // Every slice of weeks has some; the first slice (listings after this week: a clock behind the
      // data's) has none, the last (over two years old) next to none.
      expect(inSlice[0], text).toEqual([]);
      expect(
        inSlice.slice(1, -1).every((matches) => matches.length > 0),
        text,
      ).toBe(true);
      const ids = all.map((m) => m.id);
      // Slice by slice, in one scan (as a rare text is read), and the first slices then either way
      // on: the same rows as the one query's, also for reads that end inside a slice and at its end.
      const firstEnd = (inSlice[1] as unknown[]).length;
      const plans: ReadPlan[] = [
        { kind: 'slices' },
        { kind: 'one scan' },
        { kind: 'first slices', commonFrom: 0 },
        { kind: 'first slices', commonFrom: Number.MAX_SAFE_INTEGER },
      ];
      for (const plan of plans) {
        const label = `${text} ${JSON.stringify(plan)}`;
        expect(await newestMatchIds(ctx, whereOf, ids.length + 10, plan), label).toEqual(ids);
        for (const limit of [1, firstEnd - 3, firstEnd, firstEnd + 4, ids.length - 5]) {
          expect(await newestMatchIds(ctx, whereOf, limit, plan), label).toEqual(ids.slice(0, limit));
        }
      }
    }
    // A common word's first slices are read, and they tell how to go on; a rare word (and a name in
    // a few ads) is read in one scan.
    expect((await readPlan(ctx, await searchWhereOf(ctx, { text: 'viewing' }))).kind).toBe('first slices');
    expect((await readPlan(ctx, await searchWhereOf(ctx, { text: 'toyota land' }))).kind).toBe('one scan');
    expect((await readPlan(ctx, await searchWhereOf(ctx, { name: 'qwertyuiop' }))).kind).toBe('one scan');
    // The reads find their candidates through the text's index alone, the category checked on each.
    const inVehicles = await searchWhereOf(ctx, { text: 'toyota', categorySlug: 'vehicles' });
    const read = ctx.db.select({ id: products.id }).from(products).where(inVehicles.read()).toSQL();
    const readPlanText = (await client.query(`EXPLAIN ${read.sql}`, read.params)).rows
      .map((r: Record<string, string>) => r['QUERY PLAN'])
      .join('\n');
    expect(readPlanText).toContain('products_listed_search_idx');
    expect(readPlanText).not.toMatch(/category_newest_idx/);
    // The index's week terms, the week's and its blocks', are the ones the slices ask for.
    const at = new Date('2026-12-02T10:00:00Z');
    const { rows } = await client.query('select tsvector_to_array(badal_listing_week($1)) as terms', [at]);
    expect([...rows[0].terms].sort()).toEqual(listingWeekTerms(weekOf(at)).sort());
    // A ranked page counts its matches from the same read: the cap's answer, not a second count.
    const page = await searchProducts(ctx, { page: 1, perPage: 20, text: 'viewing' }, 'en');
    expect(page.meta).toEqual(
      searchPageMeta(1, 20, await cappedCount(ctx, await searchWhere(ctx, { text: 'viewing' }))),
    );
    const rare = await searchWhere(ctx, { text: 'toyota land' });
    const rarePage = await searchProducts(ctx, { page: 1, perPage: 20, text: 'toyota land' }, 'en');
    expect(rarePage.meta.total).toBe(await cappedCount(ctx, rare));
  });

  it('orders the ranked window in the read of its matches as a query of its rows orders them', async () => {
    // A common word (a full window), dictionary forms and a typo (tiers), words of boosted demo ads.
    let boostedSeen = 0;
    for (const text of ['viewing', 'ايفون', 'samsumg', 'sofa', 'iphone']) {
      const search = await searchTextCondition(ctx, text);
      const whereOf = await searchWhereOf(ctx, { text }, search);
      const order = relevanceOrder(ctx, search);
      const { newest, ranked } = await rankedNewestMatches(ctx, whereOf, RANKED_WINDOW + 1, order, RANKED_WINDOW);
      const window = newest.slice(0, RANKED_WINDOW);
      expect(newest, text).toEqual(await newestMatchIds(ctx, whereOf, RANKED_WINDOW + 1));
      const ofRows = await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, window))
        .orderBy(...order);
      expect(ranked, text).toEqual(ofRows.map((row) => row.id));
      const boosted = await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, window), isNotNull(products.featuredUntil)));
      boostedSeen += boosted.length;
    }
    expect(boostedSeen).toBeGreaterThan(0);
  });

  it("finds a name's newest matches slice by slice of weeks: the same pages and counts as through the name alone", async () => {
    // Common and rare names, Arabic, a text with LIKE's wildcards (matched literally), and a name with
    // other filters; pages in the default order (boosted first) and newest first.
    const cases: Partial<SearchInput>[] = [
      { name: 'samsung' },
      { name: 'Samsung', page: 3 },
      { name: 'iphone', sort: 'newest', page: 2, perPage: 60 },
      { name: 'سامسونج' },
      { name: 'a' },
      { name: '100%_' },
      { name: 'toyota', categorySlug: 'vehicles', attributes: [{ id: 2, values: ['2012-'] }] },
      { name: 'e', page: 60, perPage: 20 },
    ];
    let boostedSeen = 0;
    for (const input of cases) {
      const search: SearchInput = { page: 1, perPage: 20, ...input };
      const label = JSON.stringify(input);
      const whereOf = await searchWhereOf(ctx, search);
      const page = await searchProducts(ctx, search, 'en');
      // The name alone, through searchPageRows and a count of the whole condition.
      const usual = await searchPageRows(ctx, whereOf(), search, undefined);
      expect(
        page.data.map((card) => card.id),
        label,
      ).toEqual(usual.map((row) => row.id));
      expect(page.meta, label).toEqual(searchPageMeta(search.page, search.perPage, await cappedCount(ctx, whereOf())));
      boostedSeen += page.data.filter((card) => card.isFeatured).length;
    }
    expect(boostedSeen).toBeGreaterThan(0);
    // Each week of a slice is a scan of the name's index with the week in it.
    const whereOf = await searchWhereOf(ctx, { name: 'samsung' });
    const week = weekOf(ctx.clock());
    const query = ctx.db
      .select({ id: products.id })
      .from(products)
      .where(whereOf({ weeks: [week - 1, week], from: new Date(0), until: new Date() }))
      .toSQL();
    const explained = (await client.query(`EXPLAIN ${query.sql}`, query.params)).rows
      .map((r: Record<string, string>) => r['QUERY PLAN'])
      .join('\n');
    expect(explained).toMatch(/Bitmap Index Scan on products_name_week_trgm_idx/);
    expect(explained).toMatch(/badal_listing_week_number\(listed_at\) = ANY/);
  });

  it('counts attribute filters through their terms alone, the category and the price checked on each ad found', async () => {
    const cases: Partial<SearchInput>[] = [
      { categorySlug: 'cars', attributes: [{ id: 1, values: ['toyota', 'lexus'] }], minPrice: 1000, maxPrice: 9000.5 },
      {
        subCategorySlug: 'cars',
        attributes: [
          { id: 3, values: ['-100000'] },
          { id: 4, values: ['white'] },
        ],
      },
      { categorySlug: 'vehicles', attributes: [{ id: 2, values: ['2012-'] }] },
    ];
    for (const input of cases) {
      const whereOf = await searchWhereOf(ctx, input);
      const label = JSON.stringify(input);
      const ids = async (where: ReturnType<typeof whereOf>) =>
        (await ctx.db.select({ id: products.id }).from(products).where(where).orderBy(products.id)).map((r) => r.id);
      const found = await ids(whereOf.counted);
      expect(found.length, label).toBeGreaterThan(0);
      expect(found, label).toEqual(await ids(whereOf()));
      const query = ctx.db.select({ id: products.id }).from(products).where(whereOf.counted).toSQL();
      const explained = (await client.query(`EXPLAIN ${query.sql}`, query.params)).rows
        .map((r: Record<string, string>) => r['QUERY PLAN'])
        .join('\n');
      expect(explained, label).toContain('products_published_attribute_tokens_idx');
      // The category's and the price's own indexes are not read beside the terms'.
      expect(explained, label).not.toMatch(/category_(newest|price_(asc|desc))_idx|products_price_idx/);
    }
  });

  it("finds the same page by walking the category as through the filters' index", async () => {
    const cases: Partial<SearchInput>[] = [
      { categorySlug: 'cars', attributes: [{ id: 4, values: ['white', 'black'] }] },
      { categorySlug: 'cars', attributes: [{ id: 4, values: ['white'] }], page: 2 },
      { categorySlug: 'cars', attributes: [{ id: 2, values: ['2010-2020'] }], sort: 'newest' },
      { categorySlug: 'cars', attributes: [{ id: 2, values: ['2010-'] }], sort: 'priceAsc', perPage: 40 },
      { categorySlug: 'vehicles', attributes: [{ id: 1, values: ['toyota', 'nissan'] }] },
      // Without a category, the walk goes through every listed ad's order.
      { attributes: [{ id: 4, values: ['white', 'black', 'silver'] }] },
    ];
    let walked = 0;
    for (const input of cases) {
      const search: SearchInput = { page: 1, perPage: 20, ...input };
      const whereOf = await searchWhereOf(ctx, search);
      const ids = async (walk: boolean) =>
        (await searchPageRows(ctx, whereOf(), search, undefined, walk ? whereOf.scope : undefined)).map((r) => r.id);
      const usual = await ids(false);
      expect(usual.length, JSON.stringify(input)).toBeGreaterThan(0);
      // A whole walked page is the page (a short one may have stopped at the walk's reach, and the
      // search then finds it the usual way).
      const byWalk = await ids(true);
      if (byWalk.length < search.perPage) continue;
      walked++;
      expect(byWalk, JSON.stringify(input)).toEqual(usual);
    }
    expect(walked).toBeGreaterThanOrEqual(4);
  });
});
