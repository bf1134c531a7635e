import { type AppRoute, isSafeRedirect } from '@badal/contracts';
import { pathTo, paymentReturnTarget } from '@badal/contracts/core';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useFullPath, useFullSearch } from '../../lib/full-path';
import { useSession } from '../../lib/session';
import { readTempUser } from '../../lib/temp-user';

/** Where a guard sends the user instead of showing the page, or null to show it (spec §2 route guards). */
export const guardRedirect = (
  route: AppRoute,
  state: { signedIn: boolean; hasTempUser: boolean; fullPath: string; search: string },
): string | null => {
  if (route.access === 'guest' && state.signedIn) {
    // Signed in on login/signup: go where the visitor wanted to go, if that is one of our pages.
    const wanted = new URLSearchParams(state.search).get('redirectTo');
    return isSafeRedirect(wanted) ? `~${wanted}` : pathTo('home');
  }
  if (route.access === 'auth' && !state.signedIn)
    return pathTo('login', { query: { redirectTo: `${state.fullPath}${state.search}` } });
  if (route.access === 'tempUser' && !state.hasTempUser) return pathTo('login');
  if (route.paymentReturn) return paymentReturnTarget(route.paymentReturn, state.search);
  return null;
};

export const Guard = ({ route, children }: { route: AppRoute; children: ReactNode }) => {
  const signedIn = useSession() !== null;
  const fullPath = useFullPath();
  const search = useFullSearch();
  const target = guardRedirect(route, { signedIn, hasTempUser: readTempUser() !== null, fullPath, search });
  return target ? <Redirect to={target} replace /> : children;
};
