import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { ChatIcon, PlusIcon } from '../../../components/icons';
import { Logo } from '../../../components/logo';
import { CategoryChips } from '../../../features/categories/components/category-chips';
import { withMembersCatalog, withSectionCatalog } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { BusinessLink } from './business-link';
import { LanguageToggle } from './language-toggle';
import { CHATS_PATH, FAVORITES_PATH, isPlaceAdFlow, MY_ADS_PATH, PLACE_AD_PATH } from './paths';
import { SearchDialog } from './search-dialog';
import './top-bar.css';

// Members' controls are their own chunk, with the members' strings: a visitor's first page downloads neither.
// The bell brings the notifications (dialog, live updates), whose strings are the realtime catalog.
const NotificationsBell = lazy(
  withSectionCatalog('realtime')(() => import('./notifications-bell').then((m) => ({ default: m.NotificationsBell }))),
);
const UserMenu = lazy(withMembersCatalog(() => import('./user-menu').then((m) => ({ default: m.UserMenu }))));

/** The top bar of spec §2. `chips` is off where the layout has no room for them (chat). */
export const TopBar = ({ chips = true }: { chips?: boolean }) => {
  const { t } = useLingui();
  const session = useSession();
  const [location] = useLocation();
  return (
    <header className="top-bar">
      <div className="top-bar-inner container">
        <Link href="/" className="top-bar-logo" aria-label={t`Badal home`}>
          <Logo label={t`Badal`} />
        </Link>
        {session && (
          <nav className="top-bar-links wide-screen-only" aria-label={t`My account`}>
            <Link href={MY_ADS_PATH}>
              <Trans>My ad list</Trans>
            </Link>
            <Link href={FAVORITES_PATH}>
              <Trans>Favorites</Trans>
            </Link>
          </nav>
        )}
        <div className="top-bar-actions">
          {!isPlaceAdFlow(location) && (
            <Link href={PLACE_AD_PATH} className="btn btn-accent top-bar-place-ad wide-screen-only">
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
          <Link href={CHATS_PATH} className="icon-btn" aria-label={t`Chats`}>
            <ChatIcon />
          </Link>
          <span className="wide-screen-only">
            <BusinessLink />
          </span>
          <LanguageToggle />
          {session ? (
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          ) : (
            <Link href="/login" className="btn top-bar-login" data-testid="login-link">
              <Trans>Login</Trans>
            </Link>
          )}
        </div>
      </div>
      {chips && <CategoryChips />}
    </header>
  );
};
