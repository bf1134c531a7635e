import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';
import { PageLoader } from './page-loader';

/** What a gate needs of an SWR answer (an SWR response is one). */
export interface GatedQuery<T> {
  data: T | undefined;
  error?: unknown;
  mutate: () => Promise<unknown>;
}

/**
 * A part drawn from loaded data: the data once it is in; until then 'An error occurred' with a way
 * to ask again when loading failed, else the loader. Data already in stays drawn if a refresh fails.
 */
export const QueryGate = <T,>({
  query,
  failedClassName,
  children,
}: {
  query: GatedQuery<T>;
  /** The failure's box, when not the default empty state. */
  failedClassName?: string;
  children: (data: T) => ReactNode;
}) => {
  if (query.data !== undefined) return children(query.data);
  if (query.error) return <LoadFailed onRetry={() => void query.mutate()} className={failedClassName} />;
  return <PageLoader />;
};

/**
 * Two answers as one: in when both are, failed when one failed without an answer; asking again asks
 * both.
 */
export const bothQueries = <A, B>(a: GatedQuery<A>, b: GatedQuery<B>): GatedQuery<[A, B]> => ({
  data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
  error: (a.data === undefined && a.error) || (b.data === undefined && b.error) || undefined,
  mutate: () => Promise.all([a.mutate(), b.mutate()]),
});
