/**
 * The result page's filters, read from and written to the URL. Every change is a new history
 * entry, so the back button walks back through the filters a reader applied.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseSearch, type SearchState, serializeSearch } from '../search-state';

export const useSearchState = (): [SearchState, (next: SearchState) => void, (state: SearchState) => string] => {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseSearch(search), [search]);
  const hrefFor = useCallback(
    (next: SearchState) => {
      const query = serializeSearch(next);
      return query ? `${path}?${query}` : path;
    },
    [path],
  );
  const apply = useCallback((next: SearchState) => navigate(hrefFor(next)), [navigate, hrefFor]);
  return [state, apply, hrefFor];
};
