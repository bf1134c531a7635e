import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { UserIcon } from '../../../components/page-icons';
import { useSelf } from '../../../features/account/api/get-self';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { useEarlyTap } from '../../../lib/early-tap';
import { useSession } from '../../../lib/session';

/**
 * The signed-in user's menu: profile and logout; on small screens also my ads, which the bar
 * itself shows on wider screens (spec §2; 'Place an ad' is in the bar at every width). Favourites and business join both with
 * their pages.
 */
export const UserMenu = () => {
  const { t } = useLingui();
  const session = useSession();
  const { data: self } = useSelf();
  const logout = useLogout();
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
          <li>
            <Link href={pathTo('profile')}>
              <Trans>Profile</Trans>
            </Link>
          </li>
          <li>
            <Link href={pathTo('profile:favorites')}>
              <Trans>Favorites</Trans>
            </Link>
          </li>
          <li>
            <Link href={pathTo('profile:following')}>
              <Trans>Following</Trans>
            </Link>
          </li>
          <li className="small-screen-only">
            <Link href={pathTo('profile:ads')}>
              <Trans>My ad list</Trans>
            </Link>
          </li>
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
