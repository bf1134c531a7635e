/** The draft's step rules, without a database. */
import { clientStepFor, DraftStep } from '@badal/contracts';
import { describe, expect, it } from 'vitest';
import { categoryStepFor, draftStep } from './draft-step.js';

describe('draft steps', () => {
  it('follow what the draft holds, each step counting only after the ones before it', () => {
    const base = { categoryStep: 3, detailsSaved: true, hasMainImage: true, hasLocation: true };
    expect(draftStep(base)).toBe(DraftStep.location);
    expect(draftStep({ ...base, hasLocation: false })).toBe(DraftStep.images);
    expect(draftStep({ ...base, hasMainImage: false })).toBe(DraftStep.details);
    expect(draftStep({ ...base, detailsSaved: false })).toBe(DraftStep.category);
    expect(draftStep({ ...base, categoryStep: 1 })).toBe(DraftStep.topCategory);
    expect(draftStep({ ...base, categoryStep: 0 })).toBe(DraftStep.new);
  });

  it('a category with children goes on (top 1, sub-category 2); one without completes the choice', () => {
    expect(categoryStepFor(1, true)).toBe(1);
    expect(categoryStepFor(2, true)).toBe(2);
    expect(categoryStepFor(1, false)).toBe(3);
    expect(categoryStepFor(2, false)).toBe(3);
    expect(categoryStepFor(3, false)).toBe(3);
  });

  it('map to the client steps of §4: 0 → 1; 1 or 2 → 3; 3 → 4; otherwise step + 1', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(clientStepFor)).toEqual([1, 3, 3, 4, 5, 6, 7]);
  });
});
