/** The route being shown and its params, for code outside the page (logout going home, hiding 'place an ad'). */
import type { AppRoute } from '@badal/contracts';
import { createContext, useContext } from 'react';

export interface CurrentRoute {
  route: AppRoute | null;
  params: Readonly<Record<string, string>>;
}

export const CurrentRouteContext = createContext<CurrentRoute>({ route: null, params: {} });
export const useCurrentRoute = (): AppRoute | null => useContext(CurrentRouteContext).route;
export const useRouteParams = (): Readonly<Record<string, string>> => useContext(CurrentRouteContext).params;

/** Inside the place-ad flow (its entry, steps and done page) 'Place an ad' is hidden (spec §2). */
export const useInPlaceAdFlow = (): boolean => useCurrentRoute()?.id.startsWith('placeAd') ?? false;
