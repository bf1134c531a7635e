/**
 * What happens when a notification is pushed (spec §4): the list and the bell's count are always
 * refreshed; a hidden tab gets a system notification when the browser allows it, a visible one a
 * toast — except on the chat pages, where the conversation itself shows what came in. After a
 * reconnect the list is fetched again, for what arrived while the connection was down.
 */
import type { Notification } from '@badal/contracts';
import { useCurrentRoute } from '../../../lib/current-route';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime/use-realtime';
import { useRefreshNotifications } from '../api/get-notifications';
import { showBrowserNotification } from '../browser-notifications';

export const useNotificationPushes = ({
  onForeground,
  onOpen,
}: {
  onForeground: (n: Notification) => void;
  onOpen: (n: Notification) => void;
}): void => {
  const refresh = useRefreshNotifications();
  const route = useCurrentRoute();
  useRealtimeEvent('notification:new', (n) => {
    void refresh();
    if (showBrowserNotification(n, () => onOpen(n))) return;
    if (route?.layout !== 'chat') onForeground(n);
  });
  useRealtimeReconnect(() => void refresh());
};
