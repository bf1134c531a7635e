/**
 * The demo products, drawn deterministically from the catalogue plan: each product has its own
 * random stream (seeded by its sub-category and number), so reruns give the same products, text,
 * prices, attribute values, locations and pictures.
 */
import { AttributeType, type SellType } from '@badal/contracts';
import { slugify } from '../../services/slug.js';
import { seedCategories } from '../categories.js';
import { type ProductPicture, productPictures } from '../media/product-pictures.js';
import { type Random, random } from '../prng.js';
import { accountSellers } from './account-sellers.js';
import { AREAS, type Area, areaByKey } from './areas.js';
import { cataloguePlan } from './index.js';
import { addressIn, CONDITION, SELLING, TITLE_CONDITION, viewingIn } from './phrases.js';
import type { AttributeDef, FixedValue, ItemTemplate, SubCategoryPlan, TopCategoryPlan } from './types.js';

export interface PlannedValue {
  /** `<category slug>.<attribute key>` */
  attributeKey: string;
  value: string;
  numberValue: number | null;
}

export interface PlannedProduct {
  slug: string;
  sellerUserName: string;
  topSlug: string;
  subSlug: string;
  language: 'en' | 'ar';
  name: string;
  description: string;
  code: string;
  price: string | null;
  /** A flash sale running when the seed ran (a week of it), at this percent off; null for none. */
  salePercent: number | null;
  sellType: SellType;
  isNew: boolean;
  /** Boosted for two weeks from when the seed ran. */
  isFeatured: boolean;
  /** How long before the seed ran the product was listed. */
  minutesAgo: number;
  location: { latitude: number; longitude: number; address: string };
  values: PlannedValue[];
  pictures: ProductPicture[];
  views: number;
}

const SELL_TYPES: readonly SellType[] = [
  'sell',
  'sell',
  'sell',
  'sell',
  'sell',
  'barter',
  'barter',
  'sell/barter',
  'sell/barter',
  'sell/barter',
];
const DAY = 1440;

/** KWD amounts rounded the way people price things: 12.750, 145, 2,350, 18,500. */
export const roundPrice = (value: number): number => {
  const step = value < 20 ? 0.25 : value < 200 ? 1 : value < 2000 ? 5 : value < 20_000 ? 50 : 1000;
  return Math.max(step, Math.round(value / step) * step);
};

/** The whole percent a sale takes off `was` to reach `now` (1–90). */
export const percentOff = (was: number, now: number): number =>
  Math.min(90, Math.max(1, Math.round(((was - now) * 100) / was)));

const weightedArea = (rng: Random, keys?: readonly string[]): Area => {
  if (keys?.length) return areaByKey(rng.pick(keys));
  const total = AREAS.reduce((n, a) => n + a.weight, 0);
  let roll = rng.next() * total;
  for (const area of AREAS) {
    roll -= area.weight;
    if (roll < 0 && area.weight > 0) return area;
  }
  return AREAS[0] as Area;
};

const isNumberRange = (v: FixedValue): v is readonly [number, number] => Array.isArray(v) && typeof v[0] === 'number';

const drawNumber = (rng: Random, min: number, max: number, step = 1): number => {
  const steps = Math.floor((max - min) / step);
  const n = min + rng.int(0, Math.max(0, steps)) * step;
  return Math.round(n * 100) / 100;
};

/** The values one attribute gets for one product. */
const drawValues = (
  attribute: AttributeDef,
  fixed: FixedValue | undefined,
  rng: Random,
  lang: 'en' | 'ar',
  area: Area,
): { value: string; numberValue: number | null }[] => {
  const plain = (value: string) => [{ value, numberValue: null }];
  if (attribute.fromArea) return plain(area.governorate);
  switch (attribute.type) {
    case AttributeType.boolean:
      return plain(typeof fixed === 'string' ? fixed : String(rng.chance(attribute.p ?? 0.6)));
    case AttributeType.number: {
      const [min, max] = fixed && isNumberRange(fixed) ? fixed : [attribute.min, attribute.max];
      const n = drawNumber(rng, min, max, fixed ? 1 : attribute.step);
      return [{ value: String(n), numberValue: n }];
    }
    case AttributeType.string: {
      if (fixed && typeof fixed === 'object' && 'en' in fixed) return plain(fixed[lang]);
      return plain(rng.pick(attribute.samples)[lang]);
    }
    case AttributeType.multiOptions: {
      if (typeof fixed === 'string') return plain(fixed);
      if (Array.isArray(fixed)) return (fixed as string[]).map((v) => ({ value: v, numberValue: null }));
      const [least, most] = attribute.pick ?? [1, 1];
      return rng.some(attribute.options, rng.int(least, most)).map((o) => ({ value: o.value, numberValue: null }));
    }
    default: {
      // One choice: multi-choice, yes/no, colour. A list fixes the candidates.
      if (typeof fixed === 'string') return plain(fixed);
      if (Array.isArray(fixed)) return plain(rng.pick(fixed as string[]));
      return plain(rng.pick(attribute.options).value);
    }
  }
};

const roundedPrice = (rng: Random, [low, high]: readonly [number, number]): number =>
  roundPrice(low + (high - low) * rng.next() ** 1.4);

/** What a product of a particular account is given instead of drawing it. */
export interface FixedProductParts {
  sellerUserName: string;
  sellType: SellType;
}

/** One product of a sub-category, drawn from its own stream (the same `index` always gives the same product). */
export const planProduct = (
  top: TopCategoryPlan,
  sub: SubCategoryPlan,
  index: number,
  code: number,
  fixed?: FixedProductParts,
): PlannedProduct => {
  const rng = random(`product:${sub.slug}:${index}`);
  const item: ItemTemplate = rng.pick(sub.items);
  const language = rng.chance(0.5) ? 'ar' : 'en';
  const isNew = rng.chance(sub.newShare ?? 0.35);
  const drawnSellType = rng.pick(SELL_TYPES);
  const sellType = fixed?.sellType ?? drawnSellType;
  const area = weightedArea(rng, item.areas);

  const values: PlannedValue[] = [];
  const attributes = [
    ...top.attributes.map((a) => ({ owner: top.slug, a })),
    ...sub.attributes.map((a) => ({ owner: sub.slug, a })),
  ];
  for (const { owner, a } of attributes) {
    // Free-text details are often left empty; everything else is filled in.
    if (a.type === AttributeType.string && !item.values?.[a.key] && rng.chance(0.25)) continue;
    for (const v of drawValues(a, item.values?.[a.key], rng, language, area)) {
      values.push({ attributeKey: `${owner}.${a.key}`, ...v });
    }
  }
  const valueFor = (key: string) =>
    values.find((v) => v.attributeKey === `${sub.slug}.${key}` || v.attributeKey === `${top.slug}.${key}`)?.value;

  const titleIn = (lang: 'en' | 'ar') => (sub.title ? sub.title({ item, value: valueFor, lang, area }) : item[lang]);
  const condition = isNew ? TITLE_CONDITION.new : TITLE_CONDITION.used;
  const suffix = sub.newShare === 1 || rng.chance(0.6) ? null : rng.int(0, 1);
  const name = titleIn(language) + (suffix === null ? '' : (condition[language][suffix] ?? ''));
  const phrases = sub.phrases[language];
  const description = [
    ...rng.some(phrases, rng.int(2, 3)),
    ...(sub.newShare === 1 ? [] : [rng.pick((isNew ? CONDITION.new : CONDITION.used)[language])]),
    rng.pick(SELLING[sellType][language]),
    viewingIn(area, language),
  ].join(' ');

  const priced = sellType !== 'barter' || rng.chance(0.5);
  const price = priced ? roundedPrice(rng, item.price) : null;
  const wasPrice =
    price !== null && sellType !== 'barter' && rng.chance(0.15) ? roundPrice(price * (1.1 + rng.next() * 0.25)) : null;
  const keyName = `${sub.slug}-${index}`;
  const slug = `${slugify(titleIn('en'))}-${random(`slug:${keyName}`)
    .int(0, 36 ** 5)
    .toString(36)
    .padStart(5, '0')}`;

  return {
    slug,
    sellerUserName: fixed?.sellerUserName ?? accountSellers.pick(rng, top.slug),
    topSlug: top.slug,
    subSlug: sub.slug,
    language,
    name,
    description,
    code: `BDL-${code}`,
    price: price === null ? null : price.toFixed(3),
    salePercent: wasPrice !== null && price !== null && wasPrice > price ? percentOff(wasPrice, price) : null,
    sellType,
    isNew,
    isFeatured: rng.chance(0.08),
    minutesAgo: rng.int(20, 150 * DAY),
    location: {
      latitude: Math.round((area.latitude + (rng.next() - 0.5) * 0.016) * 1e6) / 1e6,
      longitude: Math.round((area.longitude + (rng.next() - 0.5) * 0.016) * 1e6) / 1e6,
      address: addressIn(area, rng.int(1, 12), language),
    },
    values,
    pictures: productPictures(slug, topColour(top.slug), topGlyph(top.slug), rng),
    views: Math.floor(rng.next() ** 3 * 1500),
  };
};

/** The plan of one sub-category, with its top category. */
export const subCategoryPlan = (subSlug: string): { top: TopCategoryPlan; sub: SubCategoryPlan } => {
  for (const top of cataloguePlan) {
    const sub = top.subs.find((s) => s.slug === subSlug);
    if (sub) return { top, sub };
  }
  throw new Error(`catalogue plan has no sub-category ${subSlug}`);
};

const topOf = (slug: string) => {
  const top = seedCategories.find((c) => c.slug === slug);
  if (!top) throw new Error(`catalogue plan names unknown category ${slug}`);
  return top;
};
const topColour = (slug: string) => topOf(slug).colour;
const topGlyph = (slug: string) => topOf(slug).glyph;

/** Every demo product, in a stable order, drawn afresh. */
export const drawProducts = (): PlannedProduct[] => {
  const products: PlannedProduct[] = [];
  let code = 10_001;
  for (const top of cataloguePlan) {
    for (const sub of top.subs) {
      for (let i = 0; i < sub.count; i++) products.push(planProduct(top, sub, i, code++));
    }
  }
  return products;
};

let planned: readonly PlannedProduct[] | undefined;

/**
 * Every demo product, drawn once per process (the seed runs at every start, and tests start many
 * APIs); the list is shared, so callers must not change it.
 */
export const planProducts = (): readonly PlannedProduct[] => {
  planned ??= drawProducts();
  return planned;
};
