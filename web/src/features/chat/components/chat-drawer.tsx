import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { CloseIcon } from '../../../components/icons';
import { UserAvatar } from '../../../components/user-avatar';
import './chat.css';

export interface DrawerUser {
  name: string;
  image: { url: string } | null;
  /** Country, else address, else Kuwait — already in the reader's language. */
  place: string;
}

/**
 * The chat side drawer of spec §2: the signed-in user's picture, name and place, and the links
 * out of the chats (back, the website, place an ad, requests, account settings, logout). Wide screens keep it open beside the contacts; narrower ones slide it in over
 * them (`open`).
 */
export const ChatDrawer = ({
  user,
  open,
  onClose,
  onLogout,
}: {
  user: DrawerUser;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}) => {
  const { t } = useLingui();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const [location] = useLocation();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change is the trigger
  useEffect(() => closeRef.current(), [location]);
  useEffect(() => {
    if (!open) return;
    // Focus moves in on open and back to the menu button on close, as in a dialog.
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [open]);

  return (
    <>
      {open && <div className="chat-drawer-backdrop" onClick={onClose} aria-hidden="true" />}
      <aside ref={panel} className="chat-drawer" data-open={open} aria-labelledby={titleId} data-testid="chat-drawer">
        <button type="button" className="icon-btn chat-drawer-close" onClick={onClose} aria-label={t`Close menu`}>
          <CloseIcon />
        </button>
        <div className="chat-drawer-user">
          <UserAvatar name={user.name} image={user.image} size={72} />
          <h2 id={titleId} className="chat-drawer-name" dir="auto">
            {user.name}
          </h2>
          <p className="muted chat-drawer-place" dir="auto">
            {user.place}
          </p>
        </div>
        <ul className="chat-drawer-links">
          <li>
            <button type="button" className="chat-drawer-link" onClick={() => window.history.back()}>
              <Trans>Go back</Trans>
            </button>
          </li>
          <li>
            <Link href={pathTo('home')} className="chat-drawer-link">
              <Trans>Back to website</Trans>
            </Link>
          </li>
          <li>
            <Link href={pathTo('placeAd:select-category')} className="chat-drawer-link">
              <Trans>Place an ad</Trans>
            </Link>
          </li>
          <li>
            <Link href={pathTo('profile:requests')} className="chat-drawer-link">
              <Trans>Requests</Trans>
            </Link>
          </li>
          <li>
            <Link href={pathTo('profile:account-settings')} className="chat-drawer-link">
              <Trans>Account settings</Trans>
            </Link>
          </li>
          <li>
            <button type="button" className="chat-drawer-link" onClick={onLogout} data-testid="chat-drawer-logout">
              <Trans>Logout</Trans>
            </button>
          </li>
        </ul>
      </aside>
    </>
  );
};
