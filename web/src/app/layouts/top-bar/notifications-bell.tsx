import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BellIcon } from '../../../components/page-icons';
import { useDeliveryReceipts } from '../../../features/chat/hooks/use-delivery-receipts';
import { NotificationsCenter } from '../../../features/notifications/components/notifications-center';
import { useBootstrap } from '../../../lib/bootstrap';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { useOwnDataPushes } from '../../../lib/own-data';

/**
 * The bell with the unread count the bootstrap carries (kept live by the notifications feature);
 * the count is announced with the icon. It opens the notifications dialog, and being on every
 * signed-in page it also holds the realtime connection, acknowledges incoming chat messages and
 * refreshes the person's own data when the API says it changed (a payment settled).
 */
export const NotificationsBell = () => {
  useDeliveryReceipts();
  useOwnDataPushes();
  const { i18n } = useLingui();
  const locale = useLocale();
  const unread = useBootstrap().unreadCount ?? 0;
  // Nested in msg so the context's i18n (not the global one) formats it.
  const label = i18n._(
    msg({
      message: plural(unread, {
        0: 'Notifications, none unread',
        one: 'Notifications, # unread',
        other: 'Notifications, # unread',
      }),
    }),
  );
  return (
    <NotificationsCenter>
      <span className="bell-icon" role="img" aria-label={label}>
        <BellIcon />
        {unread > 0 && (
          <span className="badge" aria-hidden="true">
            {unread > 99 ? `${formatNumber(99, locale)}+` : formatNumber(unread, locale)}
          </span>
        )}
      </span>
    </NotificationsCenter>
  );
};
