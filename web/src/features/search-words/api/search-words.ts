/**
 * The search dictionary (issue #33): GET /api/moderation/search-words and the calls that add and
 * remove concepts and spellings. Operators only; the API answers 403 to anyone else.
 */
import useSWR from 'swr';
import { type CallInput, type CallOutput, callApi, callKey } from '../../../lib/api-client';

export type SearchConcept = CallOutput<'searchWords'>[number];
export type NewSearchConcept = CallInput<'addSearchConcept'>['body'];

export const useSearchWords = (text: string) => {
  const query = text ? { text } : {};
  return useSWR(callKey('searchWords', { query }), () => callApi('searchWords', { query }), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
};

export const addSearchConcept = (body: NewSearchConcept) => callApi('addSearchConcept', { body });

export const addSearchTerm = (id: number, term: string) => callApi('addSearchTerm', { params: { id }, body: { term } });

export const removeSearchTerm = (id: number, termId: number) =>
  callApi('removeSearchTerm', { params: { id, termId }, body: {} });

export const removeSearchConcept = (id: number) => callApi('removeSearchConcept', { params: { id }, body: {} });
