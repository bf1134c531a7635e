// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categories } from '../../test/fixtures';
import { draftAt } from './test/draft-fixtures';
import {
  ATTRIBUTES_PAGE,
  clientStepOf,
  nextCategoryPage,
  pageAfterCategory,
  previousPage,
  redirectFor,
  resumePage,
  stageOf,
  type WizardPage,
} from './wizard-steps';

const inside = { arrival: false, tree: categories, hasUnsavedDetails: false };
const opened = { ...inside, arrival: true };

describe('wizard steps', () => {
  it('numbers the pages as the client steps of §4, index-ref within the details step', () => {
    expect(clientStepOf('select-category')).toBe(1);
    expect(clientStepOf('select-brand')).toBe(3);
    expect(clientStepOf('set-details')).toBe(4);
    expect(clientStepOf(ATTRIBUTES_PAGE)).toBe(4);
    expect(clientStepOf('set-images')).toBe(5);
    expect(clientStepOf('preview')).toBe(7);
    expect(stageOf('select-subcategory')).toBe('category');
    expect(stageOf(ATTRIBUTES_PAGE)).toBe('details');
    expect(stageOf('preview')).toBe('preview');
  });

  it('resumes with the mapping of §4: 0 → 1; 1 or 2 → 3; 3 → 4; otherwise step + 1', () => {
    expect(resumePage(draftAt(0))).toBe('select-category');
    // Step 1 maps to client step 3 too, but only the top category is chosen: the sub-category is what is missing.
    expect(resumePage(draftAt(1))).toBe('select-subcategory');
    expect(resumePage(draftAt(2))).toBe('select-brand');
    expect(resumePage(draftAt(3))).toBe('set-details');
    expect(resumePage(draftAt(4))).toBe('set-images');
    expect(resumePage(draftAt(5))).toBe('select-location');
    expect(resumePage(draftAt(6))).toBe('preview');
  });

  it('sends someone arriving from outside to the resumed page, whichever step they opened', () => {
    expect(redirectFor('select-category', draftAt(4), opened)).toBe('set-images');
    expect(redirectFor('preview', draftAt(3), opened)).toBe('set-details');
    expect(redirectFor('set-images', draftAt(4), opened)).toBeNull();
    expect(redirectFor('select-location', draftAt(0), opened)).toBe('select-category');
  });

  it('lets the wizard go back to earlier steps, never past the server step', () => {
    const draft = draftAt(5);
    for (const page of ['select-category', 'select-subcategory', 'set-details', ATTRIBUTES_PAGE, 'set-images'] as const)
      expect(redirectFor(page, draft, inside), page).toBeNull();
    expect(redirectFor('select-location', draft, inside)).toBeNull();
    expect(redirectFor('preview', draft, inside)).toBe('select-location');
    expect(redirectFor('set-images', draftAt(3), inside)).toBe('set-details');
  });

  it('shows no category page with nothing to choose', () => {
    // Brands: the fixture's sub-categories have none.
    expect(redirectFor('select-brand', draftAt(3), inside)).toBe('select-subcategory');
    const leafTop = { ...inside, tree: categories.map((c, i) => (i === 0 ? { ...c, children: [] } : c)) };
    expect(redirectFor('select-subcategory', draftAt(3, { categoryIds: [categories[0]!.id] }), leafTop)).toBe(
      'select-category',
    );
  });

  it('opens the attributes page only with details to send with them', () => {
    expect(redirectFor(ATTRIBUTES_PAGE, draftAt(3), inside)).toBe('set-details');
    expect(redirectFor(ATTRIBUTES_PAGE, draftAt(3), { ...inside, hasUnsavedDetails: true })).toBeNull();
    // Saved on the server already.
    expect(redirectFor(ATTRIBUTES_PAGE, draftAt(4), inside)).toBeNull();
  });

  it('goes on from a category by the step the server answered, skipping levels without children', () => {
    expect(pageAfterCategory(draftAt(1))).toBe('select-subcategory');
    expect(pageAfterCategory(draftAt(2))).toBe('select-brand');
    expect(pageAfterCategory(draftAt(3))).toBe('set-details');
    expect(nextCategoryPage('select-category', draftAt(3))).toBe('select-subcategory');
    expect(nextCategoryPage('select-category', draftAt(3, { categoryIds: [1] }))).toBe('set-details');
    expect(nextCategoryPage('select-subcategory', draftAt(3))).toBe('set-details');
    expect(nextCategoryPage('select-subcategory', draftAt(2))).toBe('select-brand');
  });

  it('goes back to the category page the draft needed', () => {
    const pairs: [WizardPage, WizardPage | null][] = [
      ['select-category', null],
      ['set-details', 'select-subcategory'],
      [ATTRIBUTES_PAGE, 'set-details'],
      ['set-images', ATTRIBUTES_PAGE],
      ['preview', 'select-location'],
    ];
    for (const [page, back] of pairs) expect(previousPage(page, draftAt(4))).toBe(back);
    expect(previousPage('set-details', draftAt(3, { categoryIds: [1] }))).toBe('select-category');
    expect(previousPage('set-details', draftAt(3, { categoryIds: [1, 100, 1000] }))).toBe('select-brand');
  });
});
