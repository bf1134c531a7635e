import type { Bootstrap } from '@badal/contracts';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { Router } from 'wouter';
import { Snackbar } from '../components/snackbar';
import { ApiError } from '../lib/api-error';
import { BOOTSTRAP_KEY } from '../lib/bootstrap';
import { tidyPath } from '../lib/locale';
import { useReportError } from '../lib/report-error';
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
  children: ReactNode;
}

const SwrErrors = ({ children, bootstrap, cache }: Pick<AppProvidersProps, 'children' | 'bootstrap' | 'cache'>) => {
  const report = useReportError();
  return (
    <SWRConfig
      value={{
        fallback: { [BOOTSTRAP_KEY]: bootstrap },
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

export const AppProviders = ({ i18n, bootstrap, base, location, cache, children }: AppProvidersProps) => (
  <I18nProvider i18n={i18n}>
    <SwrErrors bootstrap={bootstrap} cache={cache}>
      <Router
        base={base}
        hrefs={tidyPath}
        aroundNav={(navigate, to, options) => navigate(tidyPath(to), options)}
        {...(location ? { hook: location.hook, searchHook: location.searchHook } : {})}
      >
        <SessionWatcher />
        {children}
        <Snackbar />
      </Router>
    </SwrErrors>
  </I18nProvider>
);
