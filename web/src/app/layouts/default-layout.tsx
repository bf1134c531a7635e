import { Trans } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { lazy } from '../../lib/lazy';
import { afterAppStarted } from '../../lib/lazy-page';
import { TopBar } from './top-bar/top-bar';

// Below the fold on every page: its code is its own chunk, so the start chunk stays small, and it
// is fetched once the app has started. On a server-drawn page the footer is in the markup already
// and is taken over once its chunk is in.
const Footer = lazy('footer', () =>
  afterAppStarted(() => import('./footer/footer')).then((m) => ({ default: m.Footer })),
);

export const SkipLink = () => (
  <a className="skip-link" href="#main">
    <Trans>Skip to content</Trans>
  </a>
);

/** Top bar, page, footer. */
export const DefaultLayout = ({ children }: { children: ReactNode }) => (
  <>
    <SkipLink />
    <TopBar />
    <main id="main" className="page container" tabIndex={-1}>
      {children}
    </main>
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  </>
);
