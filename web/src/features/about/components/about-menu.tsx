import type { AboutPage } from '@badal/contracts';
import { ABOUT_ROUTES, pathTo } from '@badal/contracts/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import './about.css';
import { ABOUT_MENU } from '../about-pages';

/** The about pages' side menu; the page shown is marked current. */
export const AboutMenu = ({ current }: { current: AboutPage }) => {
  const { t, i18n } = useLingui();
  return (
    <nav className="about-menu" aria-label={t`About pages`}>
      <ul>
        {ABOUT_MENU.map((item) => (
          <li key={item.slug}>
            <Link href={pathTo(ABOUT_ROUTES[item.slug])} aria-current={item.slug === current ? 'page' : undefined}>
              {i18n._(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
