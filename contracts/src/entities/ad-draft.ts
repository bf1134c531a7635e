/**
 * The ad draft the server holds while a user places an ad (spec §3 Ad draft, Ad draft details;
 * §4 step mapping). One draft per user; each wizard call advances its step.
 */
import { z } from 'zod';
import { PLACE_AD_STEPS, type PlaceAdStep } from '../constants.js';
import { sellTypeSchema } from '../enum-schemas.js';
import { adModerationSchema } from './moderation.js';
import { priceSchema, productCardSchema, productLocationSchema } from './product.js';

/** §4: server step → client step: 0 gives 1; 1 or 2 give 3; 3 gives 4; otherwise step + 1. */
export const clientStepFor = (serverStep: number): number => {
  if (serverStep <= 0) return 1;
  if (serverStep === 1 || serverStep === 2) return 3;
  if (serverStep === 3) return 4;
  return Math.min(serverStep + 1, PLACE_AD_STEPS.length);
};
export const stepPageFor = (serverStep: number): PlaceAdStep => PLACE_AD_STEPS[clientStepFor(serverStep) - 1]!;

/**
 * One attribute of the draft, as the server normalised it: boolean ('true'/'false'), number,
 * yes/no, colour (an option value) and string attributes in `value`; multi-choice (one option)
 * and multi-options (one or more) in `values`, as option values of the attribute.
 */
export const draftAttributeSchema = z.object({
  id: z.number().int(),
  /** Single-valued attributes. */
  value: z.string().nullable(),
  /** Multi-valued attributes (multi-choice, multi-options). */
  values: z.array(z.string()),
});

export const draftImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  main: z.boolean(),
});

export const adDraftDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  code: z.string().nullable(),
  price: priceSchema,
  secondPrice: priceSchema,
  isFeatured: z.boolean(),
  isNew: z.boolean().nullable(),
  /** The title of the attribute form of the chosen category. */
  formTitle: z.string().nullable(),
  /** The chosen category chain, top first (top, sub-category, brand when the sub-category has brands). */
  categoryIds: z.array(z.number().int()),
  /** The top category (categoryIds[0]). */
  categoryId: z.number().int().nullable(),
  /** The sub-category (categoryIds[1]), which the published product is listed under. */
  subCategoryId: z.number().int().nullable(),
  attributes: z.array(draftAttributeSchema),
  sellType: sellTypeSchema.nullable(),
  images: z.array(draftImageSchema),
  location: productLocationSchema.nullable(),
});
export type AdDraftDetails = z.infer<typeof adDraftDetailsSchema>;

export const adDraftSchema = z.object({
  /** Null when the user has no draft. */
  product: adDraftDetailsSchema.nullable(),
  step: z.number().int().min(0).max(6),
});
export type AdDraft = z.infer<typeof adDraftSchema>;

export const publishedAdSchema = z.object({
  product: productCardSchema,
  /**
   * Badal extension (issue #31): 'held' when the new ad waits for an operator's review before
   * others see it (the owner is told so); 'visible' when it is published at once.
   */
  moderation: adModerationSchema.optional(),
});
