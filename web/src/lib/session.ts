/**
 * The signed-in state as the browser knows it: the BFF's session view (never a token). Signing in
 * or out rewrites the bootstrap entry, so every component that reads it re-renders at once.
 */
import type { Bootstrap, SessionView } from '@badal/contracts';
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { BOOTSTRAP_KEY, useBootstrap } from './bootstrap';

export const useSession = (): SessionView | null => useBootstrap().session;

export interface SessionActions {
  /** Signed in: show the session at once, then fetch the rest of the start-up data. */
  signedIn: (session: SessionView) => Promise<void>;
  /** Signed out (logout, 401, disabled account, expiry): forget the user locally. */
  signedOut: () => Promise<void>;
}

export const useSessionActions = (): SessionActions => {
  const { mutate } = useSWRConfig();
  // Until first mutated, the entry lives in SWR's `fallback`, not in its cache: start from it then.
  const bootstrap = useBootstrap();
  const signedIn = useCallback(
    async (session: SessionView) => {
      await mutate<Bootstrap>(BOOTSTRAP_KEY, (current) => ({ ...(current ?? bootstrap), session }), {
        revalidate: true,
      });
    },
    [mutate, bootstrap],
  );
  const signedOut = useCallback(async () => {
    await mutate<Bootstrap>(
      BOOTSTRAP_KEY,
      (current) => ({ ...(current ?? bootstrap), session: null, self: null, unreadCount: null }),
      { revalidate: false },
    );
  }, [mutate, bootstrap]);
  return useMemo(() => ({ signedIn, signedOut }), [signedIn, signedOut]);
};
