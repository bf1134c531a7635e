/**
 * The search runs on indexes: EXPLAIN of the queries the API sends, on PostgreSQL with the seeded
 * catalogue. On a thousand rows the planner rightly prefers reading the table (or walking the
 * primary key) to a GIN or trigram lookup, so sequential and plain index scans are switched off:
 * what is left, bitmap scans, shows which index serves each filter.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeed } from '../seed/run-seed.js';
import { type SearchInput, searchSql } from '../services/catalogue/search.js';
import type { UpstreamContext } from '../services/context.js';
import { createPushWebhook } from '../services/push/push-webhook.js';
import { createTestPostgresDatabase, type TestDatabase } from '../testing.js';
import { type Database, openDatabase } from './database.js';

describe('search indexes on PostgreSQL', () => {
  let target: TestDatabase;
  let database: Database;
  let client: pg.Client;
  let storageDir: string;
  let ctx: UpstreamContext;

  beforeAll(async () => {
    target = await createTestPostgresDatabase();
    database = await openDatabase(target.options);
    await database.migrate();
    storageDir = await mkdtemp(join(tmpdir(), 'badal-explain-test-'));
    await runSeed({ db: database.db, storageDir });
    const quiet = { info() {}, error() {} } as unknown as UpstreamContext['log'];
    ctx = {
      db: database.db,
      log: quiet,
      storageDir,
      tokenTtlSeconds: 60,
      mediaBaseUrl: () => 'http://media.test',
      push: createPushWebhook({ url: undefined, secret: 'unused', log: quiet }),
    };
    if (target.options.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
    client = new pg.Client({ connectionString: target.options.url });
    await client.connect();
    await client.query('ANALYZE');
    await client.query('SET enable_seqscan = off');
    await client.query('SET enable_indexscan = off');
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

  it('finds text through the GIN index of the search document', async () => {
    const text = await plan({ text: 'toyota land' });
    expect(text).toContain('products_search_document_idx');
    expect(productScans(text).every((line) => !/Seq Scan/.test(line))).toBe(true);
  });

  it('filters a top category through the category indexes', async () => {
    const text = await plan({ categorySlug: 'vehicles' });
    expect(text).toMatch(/products_top_category_created_idx/);
    expect(text).toMatch(/products_category_created_idx/);
    expect(productScans(text).every((line) => !/Seq Scan/.test(line))).toBe(true);
  });

  it('filters a sub-category, a name and attributes through their indexes', async () => {
    expect(await plan({ subCategorySlug: 'cars' })).toContain('products_category_created_idx');
    expect(await plan({ name: 'iphone' })).toContain('products_name_trgm_idx');
    const attributes = await plan({ categorySlug: 'cars', attributes: [{ id: 1, values: ['toyota'] }] });
    expect(attributes).toMatch(/product_attribute_values_(pkey|value_idx)/);
    expect(attributes).not.toMatch(/Seq Scan on product_attribute_values/);
  });
});
