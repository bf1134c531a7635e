/** GET /api/categories/mini: the category tree. The bootstrap carries it, so pages render at once. */
import type { Category } from '@badal/contracts';
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useBootstrap } from '../../../lib/bootstrap';

export const categoriesKey = callKey('categoriesMini');

export const fetchCategories = (): Promise<CallOutput<'categoriesMini'>> => callApi('categoriesMini', {});

/** The tree, or an empty list while it is unknown (the bootstrap part failed and the fetch runs). */
export const useCategories = (): readonly Category[] => {
  const { categories } = useBootstrap();
  const { data } = useSWR(categoriesKey, fetchCategories, {
    fallbackData: categories ?? undefined,
    revalidateOnMount: !categories,
    revalidateIfStale: false,
    revalidateOnFocus: false,
  });
  return data ?? [];
};
