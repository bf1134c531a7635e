/**
 * GET /api/v2/search/suggestions: what the search box offers for the typed text. Asked after a
 * short pause in typing and from two letters; SWR keys each answer by its text, so an answer that
 * arrives late for an older text is never shown for a newer one (the previous list stays while the
 * next loads).
 */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';

export type SuggestionList = CallOutput<'searchSuggestions'>['data'];

/** The server's own minimum: fewer characters ask nothing. */
export const SUGGEST_FROM = 2;
export const SUGGEST_DELAY_MS = 150;

export const searchSuggestions = (q: string, signal?: AbortSignal): Promise<CallOutput<'searchSuggestions'>> =>
  callApi('searchSuggestions', { query: { q }, ...(signal ? { signal } : {}) });

/** `value` once it has not changed for `delayMs` (at once when `delayMs` is 0). */
const useSettled = (value: string, delayMs: number): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs === 0 ? value : settled;
};

export const useSearchSuggestions = (typed: string, delayMs = SUGGEST_DELAY_MS) => {
  const text = useSettled(typed.trim().slice(0, 200), delayMs);
  const asks = Array.from(text).length >= SUGGEST_FROM;
  const answer = useSWR(
    asks ? callKey('searchSuggestions', { query: { q: text } }) : null,
    () => searchSuggestions(text),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      // Suggestions are a help: when they fail, the box is just a box.
      onError: () => {},
    },
  );
  return { suggestions: asks ? (answer.data?.data ?? []) : [], text };
};
