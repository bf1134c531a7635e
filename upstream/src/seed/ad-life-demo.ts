/**
 * Demo ads at the end of their run (issue #32), so My ads shows them on a fresh start: two of the
 * `seller` account's ads already ended (with Renew) and two within the 3-day notice (with the time
 * left). They are its oldest ads (last in its listing, newest first) that no demo request, favourite
 * or promotion touches, so journeys and tests that take its newest listed ads never meet them. Their
 * notices count as sent (the claims hold their end): nobody's bell changes under a running test.
 */

import { type PlannedProduct, planProducts } from './catalogue/product-plan.js';
import { planDemoProducts, planDemoRequests } from './demo-trades.js';
import { plannedFavorites } from './seed-products.js';

const HOUR_MS = 3_600_000;

export const AD_LIFE_DEMO_OWNER = 'seller';

/** Hours from the seed's `now` to each demo ad's end: two ended, two within the notice. */
const ENDS_IN_HOURS: readonly number[] = [-6 * 24, -30, 26, 60];

let planned: ReadonlyMap<string, number> | undefined;

/** Slug → hours to its end, for the catalogue's planned products that end early (drawn once). */
export const adLifeDemoEnds = (): ReadonlyMap<string, number> => {
  planned ??= drawEnds(planProducts());
  return planned;
};

const drawEnds = (catalogue: readonly PlannedProduct[]): ReadonlyMap<string, number> => {
  const touched = new Set([
    ...planDemoRequests(catalogue, planDemoProducts()).flatMap((r) => [r.receiverProduct, r.senderProduct ?? '']),
    ...plannedFavorites(catalogue).map((f) => f.slug),
  ]);
  const candidates = catalogue
    .filter(
      (p) => p.sellerUserName === AD_LIFE_DEMO_OWNER && !p.isFeatured && p.salePercent === null && !touched.has(p.slug),
    )
    .sort((a, b) => b.minutesAgo - a.minutesAgo);
  return new Map(ENDS_IN_HOURS.flatMap((hours, i) => (candidates[i] ? [[candidates[i].slug, hours]] : [])));
};

/** The end of a demo ad that ends early, with its notices counted as sent; null for the others. */
export const earlyEnd = (ends: ReadonlyMap<string, number>, slug: string, now: Date) => {
  const hours = ends.get(slug);
  if (hours === undefined) return null;
  const endsAt = new Date(now.getTime() + hours * HOUR_MS);
  return { endsAt, endingNoticeFor: endsAt, ...(hours < 0 ? { endedNoticeFor: endsAt } : {}) };
};
