import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Footer } from './footer/footer';
import { TopBar } from './top-bar/top-bar';

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
    <Footer />
  </>
);
