/**
 * Demo ads at the end of their run (issue #32), so the `seller` account's My ads shows them on a
 * fresh start: two ads of its own that already ended (with Renew; the newest, so first in My ads)
 * and two of its catalogue ads within the 3-day notice (with the time left; its oldest, last in its
 * listing, newest first, untouched by any demo request, favourite or promotion). The ended two are
 * extra products beside the catalogue's (pictures of the demo account's, no new files): an ended ad
 * is in no listing, search or count, so what tests read from the catalogue plan stays true. Their
 * notices count as sent (the claims hold their end): nobody's bell changes under a running test.
 */

import { type PlannedProduct, planProduct, planProducts, subCategoryPlan } from './catalogue/product-plan.js';
import { planDemoProducts, planDemoRequests } from './demo-trades.js';
import { plannedFavorites } from './planned-favorites.js';

const HOUR_MS = 3_600_000;

export const AD_LIFE_DEMO_OWNER = 'seller';

/** The ended ads: a sub-category, the demo product whose pictures they show, hours since they ended. */
const ENDED = [
  { sub: 'mobile-phones', picturesOf: 0, endedHoursAgo: 30, minutesAgo: 45 },
  { sub: 'sofas', picturesOf: 3, endedHoursAgo: 6 * 24, minutesAgo: 90 },
] as const;
/** Hours left of the oldest two catalogue ads of the seller (within the 3-day notice). */
const ENDING_HOURS: readonly number[] = [26, 60];

let ended: readonly PlannedProduct[] | undefined;

/** The seller's two ended ads, drawn once (numbers past any sub-category's and the demo account's). */
export const planEndedProducts = (): readonly PlannedProduct[] => {
  ended ??= ENDED.map((spec, i) => {
    const { top, sub } = subCategoryPlan(spec.sub);
    const drawn = planProduct(top, sub, 950 + i, 90_101 + i, { sellerUserName: AD_LIFE_DEMO_OWNER, sellType: 'sell' });
    const pictures = (planDemoProducts()[spec.picturesOf] as PlannedProduct).pictures;
    return { ...drawn, pictures, minutesAgo: spec.minutesAgo, isFeatured: false, salePercent: null };
  });
  return ended;
};

let planned: ReadonlyMap<string, number> | undefined;

/** Slug → hours from the seed's `now` to its end, for the ads that end early (drawn once). */
export const adLifeDemoEnds = (): ReadonlyMap<string, number> => {
  planned ??= new Map([
    ...planEndedProducts().map((p, i): [string, number] => [p.slug, -(ENDED[i]?.endedHoursAgo ?? 0)]),
    ...endingSoon(planProducts()),
  ]);
  return planned;
};

const endingSoon = (catalogue: readonly PlannedProduct[]): [string, number][] => {
  const touched = new Set([
    ...planDemoRequests(catalogue, planDemoProducts()).flatMap((r) => [r.receiverProduct, r.senderProduct ?? '']),
    ...plannedFavorites(catalogue).map((f) => f.slug),
  ]);
  const oldest = catalogue
    .filter(
      (p) => p.sellerUserName === AD_LIFE_DEMO_OWNER && !p.isFeatured && p.salePercent === null && !touched.has(p.slug),
    )
    .sort((a, b) => b.minutesAgo - a.minutesAgo);
  return ENDING_HOURS.flatMap((hours, i): [string, number][] => (oldest[i] ? [[oldest[i].slug, hours]] : []));
};

/** The end of a demo ad that ends early, with its notices counted as sent; null for the others. */
export const earlyEnd = (ends: ReadonlyMap<string, number>, slug: string, now: Date) => {
  const hours = ends.get(slug);
  if (hours === undefined) return null;
  const endsAt = new Date(now.getTime() + hours * HOUR_MS);
  return { endsAt, endingNoticeFor: endsAt, ...(hours < 0 ? { endedNoticeFor: endsAt } : {}) };
};
