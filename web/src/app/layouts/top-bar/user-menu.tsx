import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { UserIcon } from '../../../components/page-icons';
import { useSelf } from '../../../features/account/api/get-self';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { useInPlaceAdFlow } from '../../../lib/current-route';
import { useEarlyTap } from '../../../lib/early-tap';
import { useSession } from '../../../lib/session';

/** An entry of the menu; a `small` one only below 1024 px, where the bar does not name it (top-bar.css). */
const MenuLink = ({ href, small = false, children }: { href: string; small?: boolean; children: ReactNode }) => (
  <li className={small ? 'small-screen-only' : undefined}>
    <Link href={href}>{children}</Link>
  </li>
);

/**
 * The signed-in user's menu (spec §2): profile, following and logout; on small screens also my ads
 * and favourites (the bar names them from 1024 px), and 'Place an ad' and 'Business' by name (the
 * bar shows them as icons there). Operators find their review page here.
 */
export const UserMenu = () => {
  const { t } = useLingui();
  const session = useSession();
  const { data: self } = useSelf();
  const logout = useLogout();
  const inPlaceAdFlow = useInPlaceAdFlow();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  // Close on navigation, outside click and Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of reacting to location
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Tapped before the app had started: open now.
  useEarlyTap('user-menu', () => setOpen(true));

  const name = self?.fullName || self?.userName || session?.fullName || '';
  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="btn btn-ghost user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        data-tap-replay="user-menu"
        data-testid="user-menu"
      >
        {self?.image ? (
          <img className="user-menu-avatar" src={self.image.url} alt="" width="28" height="28" />
        ) : (
          <UserIcon />
        )}
        <span className="user-menu-name">{name}</span>
        <span className="visually-hidden">{t`Account menu`}</span>
      </button>
      {open && (
        <ul className="user-menu-list" id={menuId}>
          <MenuLink href={pathTo('profile')}>
            <Trans>Profile</Trans>
          </MenuLink>
          <MenuLink href={pathTo('profile:ads')} small>
            <Trans>My ad list</Trans>
          </MenuLink>
          <MenuLink href={pathTo('profile:favorites')} small>
            <Trans>Favorites</Trans>
          </MenuLink>
          <MenuLink href={pathTo('profile:following')}>
            <Trans>Following</Trans>
          </MenuLink>
          <MenuLink href={pathTo('profile:saved-searches')}>
            <Trans>Saved searches</Trans>
          </MenuLink>
          {!inPlaceAdFlow && (
            <MenuLink href={pathTo('placeAd:select-category')} small>
              <Trans>Place an ad</Trans>
            </MenuLink>
          )}
          <MenuLink href={pathTo('companySubscription')} small>
            <Trans>Business</Trans>
          </MenuLink>
          {self?.operator && (
            <MenuLink href={pathTo('operator')}>
              <Trans>Operator console</Trans>
            </MenuLink>
          )}
          <li>
            <button type="button" className="user-menu-item" onClick={() => void logout()} data-testid="logout">
              <Trans>Logout</Trans>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
};
