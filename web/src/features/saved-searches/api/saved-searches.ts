/**
 * Saved searches (issue #33): GET/POST /api/saved-searches, PUT/DELETE /api/saved-searches/{id}.
 * Every change refetches the list.
 */
import type { SavedSearchQuery } from '@badal/contracts';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type SavedSearches = CallOutput<'savedSearches'>;

export const savedSearchesKey = callKey('savedSearches');

/** The signed-in member's saved searches (nothing is asked for a visitor). */
export const useSavedSearches = () => {
  const signedIn = useSession() !== null;
  return useSWR(signedIn ? savedSearchesKey : null, () => callApi('savedSearches', {}), { revalidateOnFocus: false });
};

export const useSavedSearchActions = () => {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refresh = () => mutate(savedSearchesKey);
    return {
      save: async (name: string, query: SavedSearchQuery, alerts: boolean) => {
        const saved = await callApi('createSavedSearch', { body: { name, query, alerts } });
        await refresh();
        return saved;
      },
      update: async (id: number, change: { name?: string; alerts?: boolean }) => {
        const saved = await callApi('updateSavedSearch', { params: { id }, body: change });
        await refresh();
        return saved;
      },
      remove: async (id: number) => {
        const answer = await callApi('deleteSavedSearch', { params: { id }, body: {} });
        await refresh();
        return answer;
      },
    };
  }, [mutate]);
};
