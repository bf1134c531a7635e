import { pathTo } from '@badal/contracts/core';
import { useFullPath, useFullSearch } from './full-path';

/** /login?redirectTo=<this page> (with its language prefix and query), for visitors' member actions. */
export const useLoginHref = (): string => {
  const fullPath = useFullPath();
  const search = useFullSearch();
  return pathTo('login', { query: { redirectTo: `${fullPath}${search}` } });
};
