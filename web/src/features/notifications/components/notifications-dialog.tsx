import type { Notification } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { useMessages } from '../../../lib/messages';
import type { PushPermission } from '../../../lib/push/push-permission';
import { useReportError } from '../../../lib/report-error';
import { useNotifications } from '../api/get-notifications';
import { readAllNotifications } from '../api/read-all-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationItem } from './notification-item';
import './notifications.css';
import { QueryGate } from '../../../components/query-gate';

/**
 * The notifications dialog of spec §2 (at most 400 px wide): the list, 'Read all' while any is
 * unread, and the permission alert of §8 when the browser refuses notifications. Tapping one
 * marks it read, runs its action and reloads the list; the dialog closes when the route changes.
 */
export const NotificationsDialog = ({ permission, onClose }: { permission: PushPermission; onClose: () => void }) => {
  const { t } = useLingui();
  const text = useMessages();
  const report = useReportError();
  const notifications = useNotifications(true);
  const { data, mutate } = notifications;
  const openNotification = useOpenNotification();
  const [busy, setBusy] = useState<number | 'all' | null>(null);

  const open = async (n: Notification) => {
    setBusy(n.id);
    await openNotification(n);
    setBusy(null);
  };

  const readAll = async () => {
    setBusy('all');
    try {
      await readAllNotifications();
      await mutate();
    } catch (e) {
      report(e);
    } finally {
      setBusy(null);
    }
  };

  const anyUnread = !!data && (data.unreadCount > 0 || data.notifications.some((n) => !n.read));
  return (
    <div className="notifications-modal">
      <Modal title={t`Notifications`} open onClose={onClose}>
        {permission === 'denied' && (
          <p className="form-alert notifications-permission" role="alert">
            {text('error.pushPermission')}
          </p>
        )}
        {anyUnread && (
          <div className="notifications-actions">
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => void readAll()}
              disabled={busy !== null}
              data-testid="notifications-read-all"
            >
              <Trans>Read all</Trans>
            </button>
          </div>
        )}
        <QueryGate query={notifications}>
          {(data) =>
            data.notifications.length > 0 ? (
              <ul className="notifications-list" data-testid="notifications-list">
                {data.notifications.map((n) => (
                  <NotificationItem key={n.id} notification={n} busy={busy !== null} onOpen={(x) => void open(x)} />
                ))}
              </ul>
            ) : (
              <p className="empty-state">{text('error.noItems')}</p>
            )
          }
        </QueryGate>
      </Modal>
    </div>
  );
};
