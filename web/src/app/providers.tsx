import type { Bootstrap } from '@badal/contracts';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type ReactNode, Suspense } from 'react';
import { type Middleware, SWRConfig } from 'swr';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { Router } from 'wouter';
import { type RatingParts, RatingPartsProvider } from '../components/rating-slots';
import { type RenderReport, ReportSlotProvider } from '../components/report-slot';
import { Snackbar } from '../components/snackbar';
import { ApiError } from '../lib/api-error';
import { BOOTSTRAP_KEY } from '../lib/bootstrap';
import { withMembersCatalog } from '../lib/i18n';
import { lazy } from '../lib/lazy';
import { tidyPath } from '../lib/locale';
import { useReportError } from '../lib/report-error';
import { IdRoot } from '../lib/use-id';
import { InstallableAppSlot } from './installable-app-slot';
import { SessionWatcher } from './session-watcher';

export interface AppProvidersProps {
  i18n: I18n;
  bootstrap: Bootstrap;
  /** '/en', '/ar' or '' — the URL's locale prefix, kept on every link. */
  base: string;
  /** Tests pass a memory location; the browser uses its own history. */
  location?: { hook: BaseLocationHook; searchHook: BaseSearchHook };
  /** Tests give each render a fresh cache. */
  cache?: Map<string, unknown>;
  /** The page's path and query when rendering on the server (there is no browser location there). */
  serverUrl?: { path: string; search: string };
  /** Answers the server already fetched for this page, by serialized SWR key (server rendering). */
  pageData?: Readonly<Record<string, unknown>>;
  /** SWR middleware; the server renderer uses one to learn which data a page asks for. */
  swrMiddleware?: Middleware[];
  children: ReactNode;
}

type SwrProps = Pick<AppProvidersProps, 'children' | 'bootstrap' | 'cache' | 'pageData' | 'swrMiddleware'>;

const SwrErrors = ({ children, bootstrap, cache, pageData, swrMiddleware }: SwrProps) => {
  const report = useReportError();
  return (
    <SWRConfig
      value={{
        fallback: { ...pageData, [BOOTSTRAP_KEY]: bootstrap },
        ...(swrMiddleware ? { use: swrMiddleware } : {}),
        revalidateOnFocus: false,
        onError: report,
        // An answer from the server (4xx, 5xx with a body) will not change by asking again at once.
        shouldRetryOnError: (error: unknown) => !(error instanceof ApiError),
        errorRetryCount: 2,
        ...(cache ? { provider: () => cache as never } : {}),
      }}
    >
      {children}
    </SWRConfig>
  );
};

// 'Report' where features offer it (chat messages, requests): its own chunk with the members' strings.
const ReportButton = lazy(
  'report-button',
  withMembersCatalog(() =>
    import('../features/reports/components/report-button').then((m) => ({ default: m.ReportButton })),
  ),
);

const renderReport: RenderReport = (target, className) => (
  <Suspense fallback={null}>
    <ReportButton target={target} {...(className ? { className } : {})} />
  </Suspense>
);

// Ratings where other features show them (issue #32): the seller card's, and the deal panel under
// an accepted request; each its own chunk.
const SellerRating = lazy('seller-rating', () =>
  import('../features/ratings/components/seller-rating').then((m) => ({ default: m.SellerRating })),
);
const DealPanel = lazy(
  'deal-panel',
  withMembersCatalog(() => import('../features/ratings/components/deal-panel').then((m) => ({ default: m.DealPanel }))),
);

const ratingParts: RatingParts = {
  sellerRating: (props) => (
    <Suspense fallback={null}>
      <SellerRating {...props} />
    </Suspense>
  ),
  dealPanel: (props) => (
    <Suspense fallback={null}>
      <DealPanel {...props} />
    </Suspense>
  ),
};

export const AppProviders = ({
  i18n,
  bootstrap,
  base,
  location,
  cache,
  pageData,
  swrMiddleware,
  serverUrl,
  children,
}: AppProvidersProps) => (
  <IdRoot>
    <I18nProvider i18n={i18n}>
      <SwrErrors bootstrap={bootstrap} cache={cache} pageData={pageData} swrMiddleware={swrMiddleware}>
        <Router
          base={base}
          hrefs={tidyPath}
          aroundNav={(navigate, to, options) => navigate(tidyPath(to), options)}
          {...(location ? { hook: location.hook, searchHook: location.searchHook } : {})}
          {...(serverUrl ? { ssrPath: serverUrl.path, ssrSearch: serverUrl.search } : {})}
        >
          <SessionWatcher />
          <ReportSlotProvider value={renderReport}>
            <RatingPartsProvider value={ratingParts}>{children}</RatingPartsProvider>
          </ReportSlotProvider>
          <Snackbar />
          <InstallableAppSlot />
        </Router>
      </SwrErrors>
    </I18nProvider>
  </IdRoot>
);
