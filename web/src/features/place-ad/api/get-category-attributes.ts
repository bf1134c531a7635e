/**
 * The attributes an ad in the chosen categories may have: GET /api/categories/{slug}/mini `filters`
 * (spec §4 attribute types). A sub-category's answer holds its top category's attributes and its
 * own; a brand's holds its sub-category's and its own, so for a brand both are asked and merged.
 */
import type { Category, CategoryFilter } from '@badal/contracts';
import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { useReportError } from '../../../lib/report-error';
import { findCategory } from '../wizard-steps';

/** The slugs whose answers together cover every category of the chain. */
export const slugsToAsk = (tree: readonly Category[], chain: readonly number[]): string[] | null => {
  const slugs = chain.map((id) => findCategory(tree, id)?.slug);
  if (slugs.length === 0 || slugs.some((s) => s === undefined)) return null;
  // The top category's attributes come with its sub-category's answer.
  return (slugs.length === 1 ? slugs : slugs.slice(1)) as string[];
};

/** Attributes of several answers, each once, in the order they came. */
export const mergeFilters = (lists: readonly (readonly CategoryFilter[])[]): CategoryFilter[] => {
  const seen = new Set<number>();
  return lists.flat().filter((filter) => !seen.has(filter.id) && !!seen.add(filter.id));
};

const fetchAttributes = async (slugs: readonly string[]): Promise<CategoryFilter[]> => {
  const answers = await Promise.all(slugs.map((slug) => callApi('categoryMini', { params: { slug } })));
  return mergeFilters(answers.map((a) => a.filters));
};

export const useCategoryAttributes = (tree: readonly Category[], chain: readonly number[]) => {
  const report = useReportError();
  const slugs = slugsToAsk(tree, chain);
  return useSWR(slugs ? ['placeAd.attributes', ...slugs] : null, () => fetchAttributes(slugs as string[]), {
    revalidateOnFocus: false,
    onError: report,
  });
};
