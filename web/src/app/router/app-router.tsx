import { matchAppRoute, type RouteLayout } from '@badal/contracts';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { PageLoader } from '../../components/page-loader';
import { CurrentRouteContext } from '../../lib/current-route';
import { useFullPath } from '../../lib/full-path';
import { FirstPageMarker } from '../../lib/lazy-page';
import { ChatLayout } from '../layouts/chat-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { NotFoundPage } from '../routes/not-found-page';
import { Guard } from './guard';
import { pages } from './pages';

const layouts: Record<RouteLayout, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  chat: ChatLayout,
};

/**
 * Matches the full path (prefix included) with the same function the BFF uses for its 404s, so
 * the app and the server never disagree on what exists.
 */
export const AppRouter = () => {
  const fullPath = useFullPath();
  const match = matchAppRoute(fullPath);
  const Page = match ? pages[match.route.id] : undefined;
  const Layout = layouts[match && Page ? match.route.layout : 'default'];
  const current = { route: match && Page ? match.route : null, params: match?.params ?? {} };

  // A fresh page starts at the top, and keyboard users land on its content.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [fullPath]);

  return (
    <CurrentRouteContext.Provider value={current}>
      <Layout>
        <Suspense fallback={<PageLoader />}>
          {match && Page ? (
            <Guard route={match.route}>
              <Page />
            </Guard>
          ) : (
            <>
              <NotFoundPage />
              {/* A lazy page marks itself once drawn (lib/lazy-page.ts); this one is no chunk. */}
              <FirstPageMarker />
            </>
          )}
        </Suspense>
      </Layout>
    </CurrentRouteContext.Provider>
  );
};
