/**
 * The search's SQL (migrations 0001 and 0020) on a migrated PGlite database: one normalisation
 * at index and query time, search keys, the dictionary loaded from the migration, the vocabulary
 * filled by triggers as products, terms, categories and options are written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

describe('search functions and dictionary', () => {
  let upstream: TestUpstream;
  const one = async <T>(query: ReturnType<typeof sql>): Promise<T> =>
    ((await upstream.db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;

  beforeAll(async () => {
    upstream = await sharedTestUpstream();
  });
  afterAll(() => upstream?.close());

  it('normalises Arabic letter forms, digits, diacritics, tatweel and the article', async () => {
    const row = await one<{ a: string; b: string; c: string }>(
      sql`select badal_search_normalize('آيفون ١٥ السيارة') as a, badal_search_normalize('سَيّـارة') as b,
          badal_search_normalize('مكتبة أبو ظبي') as c`,
    );
    expect(row).toEqual({ a: 'ايفون 15 سياره', b: 'سياره', c: 'مكتبه ابو ظبي' });
  });

  it('gives one search key for the ways a phrase is written', async () => {
    const row = await one<{ a: string; b: string; c: string }>(
      sql`select badal_search_key('Land-Cruiser') as a, badal_search_key('  LAND   cruiser!! ') as b,
          badal_search_key('لاند  كروزر،') as c`,
    );
    expect(row.b).toBe('land cruiser');
    expect(row.a).toContain('land cruiser');
    expect(row.c).toBe('لاند كروزر');
  });

  it('loads the base dictionary with several spellings per concept, in both scripts', async () => {
    const samsung = await one<{ terms: string[] }>(
      sql`select array_agg(t.normalized order by t.normalized) as terms from search_terms t
          join search_concepts c on c.id = t.concept_id where c.name_en = 'Samsung'`,
    );
    expect(samsung.terms).toEqual(expect.arrayContaining(['samsung', 'سامسونج', 'سامسونغ']));
    const counts = await one<{ concepts: number; terms: number }>(
      sql`select (select count(*)::int from search_concepts) as concepts, (select count(*)::int from search_terms) as terms`,
    );
    expect(counts.concepts).toBeGreaterThan(100);
    expect(counts.terms).toBeGreaterThan(4 * counts.concepts);
  });

  it('knows the words of product names, dictionary terms and catalogue names', async () => {
    const row = await one<{ words: string[] }>(
      sql`select array_agg(word order by word) as words from search_vocabulary
          where word in ('iphone', 'ايفون', 'landcruiser', 'سيارات', 'toyota')`,
    );
    expect(row.words).toEqual(['iphone', 'landcruiser', 'toyota', 'ايفون', 'سيارات']);
  });
});
