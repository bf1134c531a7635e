/** The route being shown, for code outside the page that cares (logout going home, hiding 'place an ad'). */
import type { AppRoute } from '@badal/contracts';
import { createContext, useContext } from 'react';

export const CurrentRouteContext = createContext<AppRoute | null>(null);
export const useCurrentRoute = (): AppRoute | null => useContext(CurrentRouteContext);
