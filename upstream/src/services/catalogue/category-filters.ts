/**
 * The search filters of a category (contracts' categoryFilterSchema): the attributes of its top
 * category first, then its own, each with its filter type, options, bounds and unit in the
 * request language.
 */
import { type CategoryFilter, FilterType, type Locale } from '@badal/contracts';
import { asc, inArray, sql } from 'drizzle-orm';
import { attributeOptions, attributes } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';
import { inLocale } from './in-locale.js';

/** A boolean filter has two fixed choices; the search sends their values. */
const BOOLEAN_OPTIONS = [
  { value: 'true', en: 'Yes', ar: 'نعم' },
  { value: 'false', en: 'No', ar: 'لا' },
];

export const categoryFilters = async (
  ctx: UpstreamContext,
  category: { id: number; parentId: number | null },
  locale: Locale,
): Promise<CategoryFilter[]> => {
  const owners = category.parentId === null ? [category.id] : [category.parentId, category.id];
  const defined = await ctx.db
    .select()
    .from(attributes)
    .where(inArray(attributes.categoryId, owners))
    .orderBy(sql`${attributes.categoryId} = ${category.id}`, asc(attributes.position), asc(attributes.id));
  if (defined.length === 0) return [];
  const options = await ctx.db
    .select()
    .from(attributeOptions)
    .where(
      inArray(
        attributeOptions.attributeId,
        defined.map((a) => a.id),
      ),
    )
    .orderBy(asc(attributeOptions.position), asc(attributeOptions.id));
  return defined.map((attribute) => ({
    id: attribute.id,
    name: inLocale(locale, attribute.nameEn, attribute.nameAr),
    filterType: attribute.filterType as CategoryFilter['filterType'],
    attributeType: attribute.type as CategoryFilter['attributeType'],
    options:
      attribute.filterType === FilterType.boolean
        ? BOOLEAN_OPTIONS.map((o) => ({ value: o.value, label: inLocale(locale, o.en, o.ar), color: null }))
        : options
            .filter((o) => o.attributeId === attribute.id)
            .map((o) => ({ value: o.value, label: inLocale(locale, o.labelEn, o.labelAr), color: o.color })),
    min: attribute.minValue,
    max: attribute.maxValue,
    unit: inLocale(locale, attribute.unitEn, attribute.unitAr),
  }));
};
