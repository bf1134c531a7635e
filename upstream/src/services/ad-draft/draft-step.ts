/**
 * The draft's step (contracts' DraftStep) follows from what the draft holds, so every call can
 * recompute it: the category part first (nothing, top, sub-category, complete), then details,
 * a main image and a location, each counting only when everything before it is there. Going back
 * (a new category, the last image deleted) therefore moves the step back too.
 */
import { DraftStep } from '@badal/contracts';

export interface DraftProgress {
  /** 0 nothing chosen, 1 a top category with children, 2 a sub-category with children, 3 complete. */
  categoryStep: number;
  detailsSaved: boolean;
  hasMainImage: boolean;
  hasLocation: boolean;
}

export const draftStep = (p: DraftProgress): number => {
  if (p.categoryStep < DraftStep.category) return p.categoryStep;
  if (!p.detailsSaved) return DraftStep.category;
  if (!p.hasMainImage) return DraftStep.details;
  if (!p.hasLocation) return DraftStep.images;
  return DraftStep.location;
};

/** The category part of a stored step (categories only change through POST /ad/category). */
export const categoryStepOf = (step: number): number => Math.min(step, DraftStep.category);

/** A chosen category: with children the choice goes on (top → 1, sub-category → 2); without, it is complete. */
export const categoryStepFor = (chainLength: number, hasChildren: boolean): number =>
  hasChildren ? Math.min(chainLength, DraftStep.subCategory) : DraftStep.category;
