/**
 * The search's SQL (migrations 0001 and 0020) on a migrated PGlite database: one normalisation
 * at index and query time, search keys, the dictionary loaded from the migration, the vocabulary
 * filled by triggers as products, terms, categories and options are written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUMBER_LEVELS, rangeCover, rangeTokens } from '../services/catalogue/attribute-tokens.js';
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

  it('gives number values the terms that attribute filters look for (decision 026)', async () => {
    const values = [0, 7, 2015, 2020, 2021, 99_999, 100_000, 100_001, 85_000.5, 250_000_000];
    const ranges = [
      { min: 2015, max: 2020 },
      { min: null, max: 100_000 },
      { min: 100_000, max: null },
      { min: 7, max: 7 },
    ];
    for (const value of values) {
      const { tokens } = await one<{ tokens: string[] }>(
        sql`select badal_value_tokens(3, 1, ${String(value)}, ${value}::double precision) as tokens`,
      );
      expect(tokens, String(value)).toHaveLength(NUMBER_LEVELS);
      for (const range of ranges) {
        const inside = (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
        const meets = rangeTokens(3, [range]).some((token) => tokens.includes(token));
        // Whole values: the terms decide exactly; a fraction may meet its whole number's block.
        if (Number.isInteger(value)) expect(meets, `${value} in ${JSON.stringify(range)}`).toBe(inside);
        else if (inside) expect(meets).toBe(true);
        // The cover's inside terms decide alone; a value in range meets the inside or an edge.
        const cover = rangeCover(3, [range]);
        if (cover.inside.some((token) => tokens.includes(token))) expect(inside, `${value} inside`).toBe(true);
        if (inside) expect([...cover.inside, ...cover.edges].some((token) => tokens.includes(token))).toBe(true);
      }
    }
    const { negative } = await one<{ negative: string[] }>(sql`select badal_value_tokens(3, 1, '-5', -5) as negative`);
    expect(negative).toEqual(['3#-']);
    const { choice, text } = await one<{ choice: string[]; text: string[] }>(
      sql`select badal_value_tokens(1, 2, 'toyota', null) as choice, badal_value_tokens(9, 6, 'GXR', null) as text`,
    );
    expect(choice).toEqual(['1=toyota']);
    expect(text).toEqual([]);
  });

  it("keeps each product's attribute terms in step with its values, whatever writes them", async () => {
    const car = await one<{ id: number; tokens: string[]; make: string }>(
      sql`select p.id, p.attribute_tokens as tokens, v.value as make from products p
          join product_attribute_values v on v.product_id = p.id and v.attribute_id = 1 order by p.id limit 1`,
    );
    expect(car.tokens).toContain(`1=${car.make}`);
    const tokensOf = async (db: Pick<typeof upstream.db, 'execute'>) =>
      (
        (await db.execute(sql`select attribute_tokens as tokens from products where id = ${car.id}`)) as unknown as {
          rows: { tokens: string[] }[];
        }
      ).rows[0]?.tokens;
    // Changed and then rolled back, so the shared catalogue stays as seeded.
    await upstream.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update product_attribute_values set value = 'lexus' where product_id = ${car.id} and attribute_id = 1`,
        );
        expect(await tokensOf(tx)).toContain('1=lexus');
        await tx.execute(sql`delete from product_attribute_values where product_id = ${car.id}`);
        expect(await tokensOf(tx)).toEqual([]);
        await tx.execute(
          sql`insert into product_attribute_values (product_id, attribute_id, value, number_value) values (${car.id}, 2, '2016', 2016)`,
        );
        expect(await tokensOf(tx)).toContain('2#0:2016');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
      });
    expect(await tokensOf(upstream.db)).toEqual(car.tokens);
  });
});
