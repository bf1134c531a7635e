import { pathTo } from '@badal/contracts/core';
import { isChunkLoadError } from '../lib/chunk-load';
import { useMessages } from '../lib/messages';
import { ErrorBoundary } from './error-boundary';
import { ErrorLayout } from './layouts/error-layout';
import { AppProviders, type AppProvidersProps } from './providers';
import { AppRouter } from './router/app-router';

const ErrorScreen = ({ error, base }: { error: Error; base: string }) => {
  const text = useMessages();
  // A chunk that failed twice is a connection problem for the reader, not a stack trace.
  const message = isChunkLoadError(error) ? text('error.checkConnection') : error.message || text('error.occurred');
  return <ErrorLayout message={message} homeHref={base || pathTo('home')} />;
};

export const App = (props: Omit<AppProvidersProps, 'children'>) => (
  <AppProviders {...props}>
    <ErrorBoundary fallback={(error) => <ErrorScreen error={error} base={props.base} />}>
      <AppRouter />
    </ErrorBoundary>
  </AppProviders>
);
