/**
 * The wizard's pages and the rules for which one a user may see (spec §2 place-ad routes, §4 step
 * mapping and flow). Pure: pages ask it where to send the user, and a unit test pins the rules.
 *
 * The server's draft says how far the ad has come; `clientStepFor` (contracts) turns that into the
 * furthest client step the user may open. `set-details/index-ref` is the second half of the details
 * step (client step 4): the category's attributes, after the item's own details.
 */

import {
  type AdDraft,
  type Category,
  clientStepFor,
  PLACE_AD_STEPS,
  type PlaceAdStep,
  stepPageFor,
} from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';

export const ATTRIBUTES_PAGE = 'set-details/index-ref';
export type WizardPage = PlaceAdStep | typeof ATTRIBUTES_PAGE;

export const FIRST_PAGE: WizardPage = 'select-category';

export const stepPath = (page: WizardPage): string => pathTo(`placeAd:${page}`);

/** The client step of §4 a page belongs to (1 to 7). */
export const clientStepOf = (page: WizardPage): number =>
  page === ATTRIBUTES_PAGE ? clientStepOf('set-details') : PLACE_AD_STEPS.indexOf(page) + 1;

/**
 * What the step indicator counts. The category pages are one stage (which of them a category
 * needs depends on its children), and so are the two halves of the details.
 */
export const STAGES = ['category', 'details', 'images', 'location', 'preview'] as const;
export type Stage = (typeof STAGES)[number];

export const stageOf = (page: WizardPage): Stage => {
  const step = clientStepOf(page);
  if (step <= 3) return 'category';
  if (step === 4) return 'details';
  if (step === 5) return 'images';
  if (step === 6) return 'location';
  return 'preview';
};

/** A category anywhere in the tree (top, sub-category or brand), by id. */
export const findCategory = (tree: readonly Category[], id: number): Category | null => {
  for (const category of tree) {
    if (category.id === id) return category;
    const inside = findCategory(category.children, id);
    if (inside) return inside;
  }
  return null;
};

const chainOf = (draft: AdDraft): readonly number[] => draft.product?.categoryIds ?? [];

/**
 * Where a draft resumes: the page of §4's mapping (0 → 1; 1 or 2 → 3; 3 → 4; else step + 1).
 * Steps 1 and 2 both map to client step 3; with only a top category chosen, the choice still
 * missing is the sub-category, so that page is shown.
 */
export const resumePage = (draft: AdDraft): WizardPage => {
  const page = stepPageFor(draft.step);
  if (page === 'select-brand' && chainOf(draft).length < 2) return 'select-subcategory';
  return page;
};

/** True when a category of the tree is known to have no children to choose from. */
const childless = (tree: readonly Category[], id: number | undefined): boolean => {
  if (id === undefined) return true;
  const category = findCategory(tree, id);
  // An id the tree does not know (it failed to load) is not held against the user.
  return category !== null && category.children.length === 0;
};

export interface GateContext {
  /** The page was opened from outside the wizard (a link, a typed address), not by one of its own moves. */
  arrival: boolean;
  tree: readonly Category[];
  /** The first half of the details is held in the browser, not yet saved (see details-store.ts). */
  hasUnsavedDetails: boolean;
}

/**
 * The page to send the user to instead of `page`, or null to show it. Opening the wizard resumes
 * the draft; inside it, earlier steps may be revisited but no step past the server's may be shown,
 * nor a category page with nothing to choose.
 */
export const redirectFor = (page: WizardPage, draft: AdDraft, context: GateContext): WizardPage | null => {
  const resume = resumePage(draft);
  if (context.arrival) return page === resume ? null : resume;
  if (clientStepOf(page) > clientStepFor(draft.step)) return resume;
  const [top, sub] = chainOf(draft);
  if (page === 'select-subcategory' && childless(context.tree, top)) return 'select-category';
  if (page === 'select-brand') {
    if (sub === undefined) return childless(context.tree, top) ? 'select-category' : 'select-subcategory';
    if (childless(context.tree, sub)) return 'select-subcategory';
  }
  if (page === ATTRIBUTES_PAGE && clientStepFor(draft.step) === 4 && !context.hasUnsavedDetails) return 'set-details';
  return null;
};

/** The page after a category was chosen, from the step the server answered (§4 flow: skip what has no children). */
export const pageAfterCategory = (draft: AdDraft): WizardPage => {
  if (draft.step === 1) return 'select-subcategory';
  if (draft.step === 2) return 'select-brand';
  return 'set-details';
};

/** Where a category page's "Next" goes without choosing again (a revisit that keeps the choice). */
export const nextCategoryPage = (page: WizardPage, draft: AdDraft): WizardPage => {
  const length = chainOf(draft).length;
  const level = page === 'select-category' ? 1 : page === 'select-subcategory' ? 2 : 3;
  // A deeper choice already made, or the server still waiting for one: the next category page.
  if (level < 3 && (length > level || draft.step === level)) return level === 1 ? 'select-subcategory' : 'select-brand';
  return 'set-details';
};

/** Where "Back" goes: the previous page the draft's category actually needed. */
export const previousPage = (page: WizardPage, draft: AdDraft): WizardPage | null => {
  switch (page) {
    case 'select-category':
      return null;
    case 'select-subcategory':
      return 'select-category';
    case 'select-brand':
      return 'select-subcategory';
    case 'set-details': {
      const length = chainOf(draft).length;
      return length >= 3 ? 'select-brand' : length === 2 ? 'select-subcategory' : 'select-category';
    }
    case ATTRIBUTES_PAGE:
      return 'set-details';
    case 'set-images':
      return ATTRIBUTES_PAGE;
    case 'select-location':
      return 'set-images';
    case 'preview':
      return 'select-location';
  }
};
