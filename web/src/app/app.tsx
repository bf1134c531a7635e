import { pathTo } from '@badal/contracts/core';
import { useEffect } from 'react';
import { isChunkLoadError } from '../lib/lazy-page';
import { useMessages } from '../lib/messages';
import { ErrorBoundary } from './error-boundary';
import { ErrorLayout } from './layouts/error-layout';
import { AppProviders, type AppProvidersProps } from './providers';
import { AppRouter } from './router/app-router';

const ErrorScreen = ({ error, base }: { error: Error; base: string }) => {
  const text = useMessages();
  const chunkFailed = isChunkLoadError(error);
  // React keeps a page whose code did not arrive as failed: once the connection is back, the
  // page is loaded afresh.
  useEffect(() => {
    if (!chunkFailed) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [chunkFailed]);
  // A chunk that failed twice is a connection problem for the reader, not a stack trace.
  const message = chunkFailed ? text('error.checkConnection') : error.message || text('error.occurred');
  return <ErrorLayout message={message} homeHref={base || pathTo('home')} />;
};

export const App = (props: Omit<AppProvidersProps, 'children'>) => (
  <AppProviders {...props}>
    <ErrorBoundary fallback={(error) => <ErrorScreen error={error} base={props.base} />}>
      <AppRouter />
    </ErrorBoundary>
  </AppProviders>
);
