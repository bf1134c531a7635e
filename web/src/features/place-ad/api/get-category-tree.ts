/**
 * The category tree to choose from. The start-up data carries it in the page's language; only
 * when that part failed is GET /api/categories/mini asked.
 */
import type { Category } from '@badal/contracts';
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useBootstrap } from '../../../lib/bootstrap';
import { useReportError } from '../../../lib/report-error';

const treeKey = callKey('categoriesMini');

const fetchTree = (): Promise<CallOutput<'categoriesMini'>> => callApi('categoriesMini', {});

export const useCategoryTree = (): { tree: readonly Category[]; loading: boolean; retry: () => void } => {
  const { categories } = useBootstrap();
  const report = useReportError();
  const { data, isLoading, mutate } = useSWR(treeKey, fetchTree, {
    fallbackData: categories ?? undefined,
    revalidateOnMount: !categories,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    onError: report,
  });
  return { tree: data ?? [], loading: isLoading, retry: () => void mutate() };
};
