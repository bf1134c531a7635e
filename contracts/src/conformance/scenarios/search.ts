/**
 * Product search and its count and max-price: the first page, every filter kind of §3 on its own
 * (each answer checked against the filter), sorting, paging, count and max-price agreeing with the
 * search, and bad input answered with a clear 4xx or an empty page (never a 5xx).
 */

import { calls } from '../../calls/index.js';
import type { CategoryDetail } from '../../entities/category.js';
import type { ProductCard, SearchPage } from '../../entities/product.js';
import type { SuiteContext } from '../context.js';
import { randomTag } from '../identity.js';

const price = (card: ProductCard): number | null => (card.price === null ? null : Number(card.price));

type Check = (page: SearchPage) => string | undefined;

const every =
  (test: (card: ProductCard) => boolean, what: string): Check =>
  (page) => {
    const wrong = page.data.find((card) => !test(card));
    return wrong ? `'${wrong.slug}' is not ${what}` : undefined;
  };

const nonEmpty =
  (also?: Check): Check =>
  (page) =>
    page.data.length === 0 ? 'no product matched (the check needs some)' : also?.(page);

/** The first word of a product's name that search should find it by. */
const wordOf = (name: string): string | undefined => name.split(/[^\p{L}\p{N}]+/u).find((w) => w.length >= 3);

export const searchChecks = async ({ api, rec, state }: SuiteContext): Promise<void> => {
  const search = async (
    check: string,
    query: Record<string, unknown>,
    also?: Check,
  ): Promise<SearchPage | undefined> => {
    let page: SearchPage | undefined;
    await rec.guard(calls.searchProducts, check, async () => {
      page = rec.success<SearchPage>(
        calls.searchProducts,
        check,
        await api.send(calls.searchProducts, { query }),
        also,
      );
    });
    return page;
  };

  const first = await search('first page, no filters', {}, nonEmpty());
  const sample = first?.data[0];
  if (sample) state.product = { slug: sample.slug };

  await search('perPage 5 gives at most 5 cards', { perPage: 5, page: 2 }, (p) =>
    p.data.length > 5 || p.meta.perPage !== 5 || p.meta.currentPage !== 2
      ? `meta ${JSON.stringify(p.meta)} with ${p.data.length} cards`
      : undefined,
  );

  const top = state.categories?.find((c) => c.children.length > 0);
  const child = top?.children[0];
  let inCategory: SearchPage | undefined;
  if (top && child) {
    inCategory = await search(
      `categorySlug '${top.slug}' (a top category covers its children)`,
      { categorySlug: top.slug, perPage: 60 },
      nonEmpty(every((c) => c.categories.some((x) => x.slug === top.slug), `in '${top.slug}'`)),
    );
    await search(
      `subCategorySlug '${child.slug}'`,
      { categorySlug: top.slug, subCategorySlug: child.slug },
      every((c) => c.categories.some((x) => x.slug === child.slug), `in '${child.slug}'`),
    );
  } else {
    rec.fail(
      calls.searchProducts,
      'category filters',
      'no category with children to filter by: the tree was empty or unreadable',
    );
  }

  const word = sample ? wordOf(sample.name) : undefined;
  if (word) {
    await search(`text '${word}' finds a product named with it`, { text: word, perPage: 60 }, nonEmpty());
    await search(
      `name '${word}'`,
      { name: word },
      nonEmpty(every((c) => c.name.toLowerCase().includes(word.toLowerCase()), `named with '${word}'`)),
    );
  } else {
    rec.fail(calls.searchProducts, 'text and name filters', 'no product name to take a word from');
  }

  await search('sort priceAsc', { sort: 'priceAsc', perPage: 30 }, (p) => {
    const prices = p.data.map(price).filter((n) => n !== null);
    return prices.some((n, i) => i > 0 && n < (prices[i - 1] as number))
      ? 'prices are not in ascending order'
      : undefined;
  });
  await search('sort priceDesc', { sort: 'priceDesc', perPage: 30 }, (p) => {
    const prices = p.data.map(price).filter((n) => n !== null);
    return prices.some((n, i) => i > 0 && n > (prices[i - 1] as number))
      ? 'prices are not in descending order'
      : undefined;
  });
  await search(
    'minPrice 10 and maxPrice 500',
    { minPrice: 10, maxPrice: 500, perPage: 60 },
    every((c) => {
      const n = price(c);
      return n !== null && n >= 10 && n <= 500;
    }, 'priced from 10 to 500'),
  );
  await search(
    'isNew',
    { isNew: 'true', perPage: 60 },
    every((c) => c.isNew, 'new'),
  );
  await search(
    'sellType barter (barter and sell/barter)',
    { sellType: 'barter', perPage: 60 },
    every((c) => c.sellType !== 'sell', 'for barter'),
  );
  await search(
    'onSale: ads in a running flash sale, at their discounted price',
    { onSale: 'true', perPage: 60 },
    every((c) => {
      const regular = price(c);
      // An API without the extension ignores the filter: its cards have no sale and pass as such.
      if (c.sale === undefined) return true;
      return c.sale !== null && c.secondPrice !== null && regular !== null && Number(c.secondPrice) < regular;
    }, 'on sale below its price'),
  );
  await search('boosted ads first in the default order', { perPage: 60 }, (p) => {
    const firstPlain = p.data.findIndex((c) => !c.isFeatured);
    const lateBoost = firstPlain < 0 ? -1 : p.data.findIndex((c, i) => i > firstPlain && c.isFeatured);
    return lateBoost >= 0 ? `'${p.data[lateBoost]?.slug}' is boosted but comes after unboosted ads` : undefined;
  });
  await search('unknown category gives an empty page', { categorySlug: `no-such-category-${randomTag(8)}` }, (p) =>
    p.data.length > 0 || p.meta.total !== 0 ? `it matched ${p.meta.total} products` : undefined,
  );

  // An attribute filter of a sub-category that has one: the API's own filters, its first option.
  if (child) {
    await rec.guard(calls.searchProducts, 'attribute filter', async () => {
      const detail = await api.send(calls.categoryMini, { params: { slug: child.slug } });
      const filters = detail.status === 200 ? (detail.json as CategoryDetail).filters : [];
      const filter = Array.isArray(filters) ? filters.find((f) => f.options.length > 0) : undefined;
      if (!filter) {
        rec.skip(calls.searchProducts, 'attribute filter', `category '${child.slug}' has no filter with options`);
        return;
      }
      const value = filter.options[0]?.value as string;
      const query = { categorySlug: child.slug, attributes: JSON.stringify([{ id: filter.id, values: [value] }]) };
      rec.success(
        calls.searchProducts,
        `attribute ${filter.id} = '${value}'`,
        await api.send(calls.searchProducts, { query }),
      );
    });
  }

  for (const [check, query] of [
    ['perPage above 60 → 422', { perPage: '61' }],
    ['page 0 → 422', { page: '0' }],
    ['minPrice above maxPrice → 422', { minPrice: '500', maxPrice: '10' }],
    ['negative price → 422', { minPrice: '-5' }],
    ['text over 500 characters → 422', { text: 'a'.repeat(501) }],
    ['attributes that are not JSON → 422', { attributes: '[{id:1' }],
  ] as const) {
    await rec.guard(calls.searchProducts, check, async () => {
      rec.error(calls.searchProducts, check, await api.raw('GET', calls.searchProducts.path, { query }), 422);
    });
  }
  for (const text of ["'; drop table products; --", '<script>alert(1)</script>', '%_\\']) {
    await search(`hostile text ${JSON.stringify(text)} is just text`, { text });
  }

  // Count and max-price agree with the search they bound.
  const categoryQuery = top ? { categorySlug: top.slug } : {};
  await rec.guard(calls.searchCount, 'count', async () => {
    const res = await api.send(calls.searchCount, { query: categoryQuery });
    // A search stops counting at a cap and says so (totalCapped, a Badal extension): past it the
    // count is larger than the total the search gives.
    rec.success<{ count: number }>(calls.searchCount, 'count agrees with the search total', res, (c) => {
      if (!inCategory) return undefined;
      const capped = inCategory.meta.totalCapped === true;
      const agrees = capped ? c.count > inCategory.meta.total : c.count === inCategory.meta.total;
      return agrees ? undefined : `count ${c.count}, search total ${inCategory.meta.total}${capped ? ' (capped)' : ''}`;
    });
  });
  await rec.guard(calls.searchCount, 'unknown category', async () => {
    const res = await api.send(calls.searchCount, { query: { categorySlug: `no-such-category-${randomTag(8)}` } });
    rec.success<{ count: number }>(calls.searchCount, 'unknown category counts 0', res, (c) =>
      c.count === 0 ? undefined : `count ${c.count}`,
    );
  });
  await rec.guard(calls.searchCount, 'inverted price range', async () => {
    const res = await api.raw('GET', calls.searchCount.path, { query: { minPrice: '9', maxPrice: '1' } });
    rec.error(calls.searchCount, 'minPrice above maxPrice → 422', res, 422);
  });

  await rec.guard(calls.searchMaxPrice, 'max price', async () => {
    const highest = await api.send(calls.searchProducts, {
      query: { ...categoryQuery, sort: 'priceDesc', perPage: 1 },
    });
    const top1 = highest.status === 200 ? (highest.json as SearchPage).data[0] : undefined;
    const res = await api.send(calls.searchMaxPrice, { query: categoryQuery });
    rec.success<{ maxPrice: number }>(
      calls.searchMaxPrice,
      'max-price is the highest price the search finds',
      res,
      (m) =>
        top1 && price(top1) !== null && Math.abs((price(top1) as number) - m.maxPrice) > 0.0005
          ? `max-price ${m.maxPrice}, highest searched price ${top1.price}`
          : undefined,
    );
  });
  await rec.guard(calls.searchMaxPrice, 'inverted price range', async () => {
    const res = await api.raw('GET', calls.searchMaxPrice.path, { query: { minPrice: '9', maxPrice: '1' } });
    rec.error(calls.searchMaxPrice, 'minPrice above maxPrice → 422', res, 422);
  });
};
