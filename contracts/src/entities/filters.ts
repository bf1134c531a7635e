/** A category's filters for the search panel (spec §4 filter types). */
import { z } from 'zod';
import { attributeTypeSchema } from '../enum-schemas.js';
import { FilterType } from '../enums.js';

export const filterTypeSchema = z.union([
  z.literal(FilterType.boolean),
  z.literal(FilterType.range),
  z.literal(FilterType.multiOptions),
  z.literal(FilterType.multiChoice),
  z.literal(FilterType.yesNoMultiChoice),
  z.literal(FilterType.color),
  z.literal(FilterType.input),
]);

export const filterOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** Hex colour for colour filters. */
  color: z.string().nullable(),
});

export const categoryFilterSchema = z.object({
  /** The attribute id the filter applies to (used in `attributes` of a search). */
  id: z.number().int(),
  name: z.string(),
  filterType: filterTypeSchema,
  attributeType: attributeTypeSchema,
  options: z.array(filterOptionSchema),
  /** Bounds for range filters. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  unit: z.string().nullable(),
});
export type CategoryFilter = z.infer<typeof categoryFilterSchema>;
