/** The large catalogue's products: deterministic, no duplicates, the demo's mix, no new pictures. */
import { describe, expect, it } from 'vitest';
import { planProducts } from '../catalogue/product-plan.js';
import { planScaleProducts } from './scale-products.js';
import { planScaleUsers } from './scale-users.js';

describe('generated products', () => {
  const sellers = planScaleUsers(300)
    .filter((m) => m.accountType !== 1)
    .map((m) => m.userName);
  const demo = planProducts();

  it('are the same for the same numbers, whatever the batches', () => {
    const whole = planScaleProducts(0, 3000, sellers);
    const batches = [...planScaleProducts(0, 1234, sellers), ...planScaleProducts(1234, 3000, sellers)];
    expect(batches).toEqual(whole);
  });

  it('never repeat a slug or a demo product, and keep the demo mix of sub-categories', () => {
    const plan = planScaleProducts(0, demo.length * 2 + 100, sellers);
    const slugs = new Set([...demo, ...plan].map((p) => p.slug));
    expect(slugs.size).toBe(demo.length + plan.length);
    const share = (list: readonly { subSlug: string }[], sub: string) =>
      list.filter((p) => p.subSlug === sub).length / list.length;
    // Whole rounds over the sub-categories keep the demo's proportions exactly.
    const rounds = plan.slice(0, demo.length * 2);
    for (const sub of ['cars', 'mobile-phones', 'apartments-for-rent']) {
      expect(share(rounds, sub)).toBeCloseTo(share(demo, sub), 6);
    }
  });

  it('are listed by generated sellers and reuse the demo pictures of their sub-category', () => {
    const demoPictures = new Set(demo.flatMap((p) => p.pictures.map((x) => x.path)));
    for (const p of planScaleProducts(0, 500, sellers)) {
      expect(sellers).toContain(p.sellerUserName);
      expect(p.pictures.length).toBeGreaterThan(0);
      for (const picture of p.pictures) expect(demoPictures.has(picture.path)).toBe(true);
    }
  });
});
