import { pathTo } from '@badal/contracts/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../../components/logo';
import { SkipLink } from './default-layout';
import { LanguageToggle } from './top-bar/language-toggle';
import './empty-layout.css';

/** For focused flows (placing an ad): the logo home and the language switch, nothing else. */
export const EmptyLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useLingui();
  return (
    <>
      <SkipLink />
      <header className="empty-header container">
        <Link href={pathTo('home')} aria-label={t`Badal بدل, home page`}>
          <Logo />
        </Link>
        <LanguageToggle />
      </header>
      <main id="main" className="page container" tabIndex={-1}>
        {children}
      </main>
    </>
  );
};
