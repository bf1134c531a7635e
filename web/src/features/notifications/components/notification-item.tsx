import type { Notification } from '@badal/contracts';
import { Trans } from '@lingui/react/macro';
import { BellIcon } from '../../../components/page-icons';
import { UserAvatar } from '../../../components/user-avatar';
import { useLocale } from '../../../lib/messages';
import { useNow } from '../../../lib/use-now';
import { formatRelativeTime } from '../relative-time';

/** One notification: who, what, when; unread ones are marked (and say so to screen readers). */
export const NotificationItem = ({
  notification: n,
  busy,
  onOpen,
}: {
  notification: Notification;
  busy: boolean;
  onOpen: (n: Notification) => void;
}) => {
  const locale = useLocale();
  const now = useNow();
  return (
    <li>
      <button
        type="button"
        className={n.read ? 'notification-item' : 'notification-item notification-unread'}
        onClick={() => onOpen(n)}
        disabled={busy}
        aria-busy={busy}
        data-testid="notification-item"
      >
        {n.sender ? (
          <UserAvatar name={n.sender.fullName} image={n.sender.image} size={40} />
        ) : (
          <span className="notification-icon" aria-hidden="true">
            <BellIcon />
          </span>
        )}
        <span className="notification-text">
          <span className="notification-title" dir="auto">
            {!n.read && (
              <span className="visually-hidden">
                <Trans>Unread:</Trans>{' '}
              </span>
            )}
            {n.title}
          </span>
          <span className="notification-body" dir="auto">
            {n.body}
          </span>
          <time className="notification-time" dateTime={n.createdAt}>
            {formatRelativeTime(n.createdAt, locale, now)}
          </time>
        </span>
        {!n.read && <span className="notification-dot" aria-hidden="true" />}
      </button>
    </li>
  );
};
