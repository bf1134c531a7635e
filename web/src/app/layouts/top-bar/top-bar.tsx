import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { BriefcaseIcon, ChatIcon, PlusIcon } from '../../../components/icons';
import { Logo } from '../../../components/logo';
import { CategoryChips } from '../../../features/categories/components/category-chips';
import { useInPlaceAdFlow } from '../../../lib/current-route';
import { withMembersCatalog, withSectionCatalog } from '../../../lib/i18n';
import { lazy } from '../../../lib/lazy';
import { useSession } from '../../../lib/session';
import { LanguageToggle } from './language-toggle';
import { SearchDialog } from './search-dialog';
import './top-bar.css';

// Members' controls are their own chunk, with the members' strings: a visitor's first page downloads neither.
// The bell brings the notifications (dialog, live updates), whose strings are the realtime catalog.
const NotificationsBell = lazy(
  'notifications-bell',
  withSectionCatalog('realtime')(() => import('./notifications-bell').then((m) => ({ default: m.NotificationsBell }))),
);
const UserMenu = lazy(
  'user-menu',
  withMembersCatalog(() => import('./user-menu').then((m) => ({ default: m.UserMenu }))),
);

/**
 * The top bar of spec §2. `chips` is off where the layout has no room for them (chat). The
 * business link leads members to the company subscription and visitors to login first (§6).
 * The chips follow the sticky bar in the page's flow rather than inside it: when they hide, the
 * bar does not get shorter and nothing below it moves (a button a person is tapping stays put).
 */
export const TopBar = ({ chips = true }: { chips?: boolean }) => {
  const { t } = useLingui();
  const session = useSession();
  const inPlaceAdFlow = useInPlaceAdFlow();
  return (
    <>
      <header className="top-bar">
        <div className="top-bar-inner container">
          <Link href={pathTo('home')} className="top-bar-logo" aria-label={t`Badal بدل, home page`}>
            <Logo />
          </Link>
          {session && (
            <nav className="top-bar-links wide-screen-only" aria-label={t`My account`}>
              <Link href={pathTo('profile:ads')}>
                <Trans>My ad list</Trans>
              </Link>
              <Link href={pathTo('profile:favorites')}>
                <Trans>Favorites</Trans>
              </Link>
            </nav>
          )}
          <div className="top-bar-actions">
            {!inPlaceAdFlow && (
              <Link href={pathTo('placeAd:select-category')} className="btn btn-accent top-bar-place-ad">
                <PlusIcon />
                <span>
                  <Trans>Place an ad</Trans>
                </span>
              </Link>
            )}
            <SearchDialog />
            {session && (
              <Suspense fallback={null}>
                <NotificationsBell />
              </Suspense>
            )}
            <Link href={pathTo('chatContacts')} className="icon-btn" aria-label={t`Chats`}>
              <ChatIcon />
            </Link>
            <LanguageToggle />
            <Link
              // Upgrading to a business account needs an account first (spec §6): visitors are told so at login.
              href={session ? pathTo('companySubscription') : pathTo('login', { query: { notice: 'business' } })}
              className="btn btn-ghost top-bar-business"
              data-testid="business-link"
            >
              <BriefcaseIcon />
              <span>
                <Trans>Business</Trans>
              </span>
            </Link>
            {session ? (
              <Suspense fallback={null}>
                <UserMenu />
              </Suspense>
            ) : (
              <Link href={pathTo('login')} className="btn top-bar-login" data-testid="login-link">
                <Trans>Login</Trans>
              </Link>
            )}
          </div>
        </div>
      </header>
      {chips && <CategoryChips />}
    </>
  );
};
