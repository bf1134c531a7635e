import { useFullPath, useFullSearch } from '../../../lib/full-path';

/** /login?redirectTo=<this page> (with its language prefix and query), for visitors' member actions. */
export const useLoginHref = (): string => {
  const fullPath = useFullPath();
  const search = useFullSearch();
  return `/login?${new URLSearchParams({ redirectTo: `${fullPath}${search}` })}`;
};
