import { AD_MIN_ATTRIBUTES, AttributeType, rules } from '@badal/contracts';
import { describe, expect, it } from 'vitest';
import { plannedAttributes } from '../seed-attributes.js';
import { AREAS } from './areas.js';
import { cataloguePlan } from './index.js';
import { drawProducts, planProducts, roundPrice } from './product-plan.js';

describe('the demo product plan', () => {
  const plan = planProducts();

  it('is the same on every run', () => {
    expect(drawProducts()).toEqual(plan);
  });

  it('has 1,000+ products with unique, URL-safe slugs and codes', () => {
    expect(plan.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(plan.map((p) => p.slug)).size).toBe(plan.length);
    expect(new Set(plan.map((p) => p.code)).size).toBe(plan.length);
    for (const p of plan) expect(rules.slug.safeParse(p.slug).success, p.slug).toBe(true);
  });

  it('writes each product in one language, about half in Arabic', () => {
    for (const p of plan) {
      const arabic = /[\u0600-\u06FF]/;
      expect(arabic.test(p.description), p.slug).toBe(p.language === 'ar');
      expect(p.description.length).toBeGreaterThan(40);
      if (p.language === 'ar') expect(p.location.address).toMatch(arabic);
    }
  });

  it('offers enough attributes in every sub-category for an ad to be placed there (§4)', () => {
    const short = cataloguePlan.flatMap((top) =>
      top.subs
        .filter((sub) => top.attributes.length + sub.attributes.length < AD_MIN_ATTRIBUTES)
        .map((sub) => sub.slug),
    );
    expect(short).toEqual([]);
  });

  it('uses only defined attributes, options and sensible values', () => {
    const defined = new Map(plannedAttributes().map(({ owner, def }) => [`${owner}.${def.key}`, def]));
    for (const p of plan) {
      for (const v of p.values) {
        const def = defined.get(v.attributeKey);
        expect(def, v.attributeKey).toBeDefined();
        if (!def) continue;
        if ('options' in def)
          expect(
            def.options.map((o) => o.value),
            v.attributeKey,
          ).toContain(v.value);
        if (def.type === AttributeType.number) {
          expect(v.numberValue).toBe(Number(v.value));
          expect(v.numberValue).toBeGreaterThanOrEqual(0);
        } else expect(v.numberValue).toBeNull();
        if (def.type === AttributeType.boolean) expect(['true', 'false']).toContain(v.value);
      }
    }
  });

  it('prices in KWD with three decimals; barter-only ads may have none; a sale has a price and 1–90 % off', () => {
    for (const p of plan) {
      if (p.price === null) expect(p.sellType).toBe('barter');
      else expect(p.price).toMatch(/^\d+\.\d{3}$/);
      if (p.salePercent !== null) {
        expect(p.price).not.toBeNull();
        expect(p.salePercent).toBeGreaterThanOrEqual(1);
        expect(p.salePercent).toBeLessThanOrEqual(90);
      }
    }
    expect(plan.some((p) => p.salePercent !== null)).toBe(true);
    expect([roundPrice(12.6), roundPrice(145.4), roundPrice(2_352), roundPrice(18_530), roundPrice(412_345)]).toEqual([
      12.5, 145, 2_350, 18_550, 412_000,
    ]);
  });

  it('places products near Kuwaiti areas and gives them 1 to 4 pictures', () => {
    for (const p of plan) {
      const near = AREAS.some(
        (a) => Math.abs(a.latitude - p.location.latitude) < 0.01 && Math.abs(a.longitude - p.location.longitude) < 0.01,
      );
      expect(near, p.slug).toBe(true);
      expect(p.pictures.length).toBeGreaterThanOrEqual(1);
      expect(p.pictures.length).toBeLessThanOrEqual(4);
    }
  });
});
