import { useRouter } from 'wouter';

/**
 * The browser path including any /en or /ar prefix. The router runs with the prefix as its base,
 * so `useLocation()` alone is relative to it.
 */
export const useFullPath = (): string => {
  const router = useRouter();
  const [path] = router.hook(router);
  return path;
};

/** `?a=b` of the current URL (empty string when none). */
export const useFullSearch = (): string => {
  const router = useRouter();
  const search = router.searchHook?.(router) ?? '';
  return search && !search.startsWith('?') ? `?${search}` : search;
};
