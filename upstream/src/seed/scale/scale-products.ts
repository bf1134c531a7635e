/**
 * Products of a large catalogue (`npm run seed -- --products N`), drawn like the demo products
 * (product-plan.ts) past each sub-category's own demo count, in the same proportions across
 * sub-categories, listed over the last two years by the generated sellers. They reuse the
 * pictures of the demo products of their sub-category, so a large catalogue draws no new files.
 */

import { cataloguePlan } from '../catalogue/index.js';
import { type PlannedProduct, planProduct, planProducts } from '../catalogue/product-plan.js';
import type { SubCategoryPlan, TopCategoryPlan } from '../catalogue/types.js';
import { random } from '../prng.js';

const DAY = 1440;

/**
 * Every sub-category once per demo product it has (picking by position keeps the demo's mix), with
 * which of its own slots each is.
 */
const slots = (): { top: TopCategoryPlan; sub: SubCategoryPlan; slot: number }[] =>
  cataloguePlan.flatMap((top) =>
    top.subs.flatMap((sub) => Array.from({ length: sub.count }, (_, slot) => ({ top, sub, slot }))),
  );

/**
 * The generated products number `from` … `to - 1` (0-based, after the demo ones): batches of one
 * run, or of runs with different sizes, give the same products for the same numbers.
 * @param sellers user names of the generated sellers and companies, in a stable order
 */
export const planScaleProducts = (from: number, to: number, sellers: readonly string[]): PlannedProduct[] => {
  if (sellers.length === 0) throw new Error('a large catalogue needs generated sellers (--users)');
  const all = slots();
  const demo = planProducts();
  const demoBySub = new Map<string, PlannedProduct[]>();
  for (const p of demo) {
    const list = demoBySub.get(p.subSlug) ?? [];
    list.push(p);
    demoBySub.set(p.subSlug, list);
  }
  const out: PlannedProduct[] = [];
  for (let n = from; n < to; n++) {
    const { top, sub, slot } = all[n % all.length] as (typeof all)[number];
    // Each round over the slots gives every sub-category `count` more products, numbered after its
    // demo products (which are 0 … count - 1).
    const index = sub.count * (1 + Math.floor(n / all.length)) + slot;
    const product = planProduct(top, sub, index, 100_001 + n);
    const rng = random(`scale-product:${n}`);
    const looksLike = demoBySub.get(sub.slug) ?? [];
    out.push({
      ...product,
      sellerUserName: rng.pick(sellers),
      minutesAgo: rng.int(10, 730 * DAY),
      pictures: looksLike.length > 0 ? rng.pick(looksLike).pictures : product.pictures,
    });
  }
  return out;
};
