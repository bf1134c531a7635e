/**
 * The browser's Notification API, used only while the tab is hidden (a visible tab shows its own
 * toast). Every access is guarded: some browsers (iOS Safari outside a home-screen app, embedded
 * web views) have no Notification at all.
 */
import type { Notification as BadalNotification } from '@badal/contracts';
import { notificationTag } from '../../lib/push/notification-tag';
import { pushPermission } from '../../lib/push/push-permission';

/** Shows `n` as a system notification when the tab is hidden and the permission is granted. */
export const showBrowserNotification = (n: BadalNotification, onClick: () => void): boolean => {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return false;
  if (pushPermission() !== 'granted') return false;
  try {
    const shown = new window.Notification(n.title, {
      body: n.body,
      // One system notification per Badal notification, even when a message one is updated, and
      // the same one the service worker shows for a push to this device (web/src/service-worker/).
      tag: notificationTag(n),
      ...(n.sender?.image ? { icon: n.sender.image.url } : {}),
    });
    shown.onclick = () => {
      window.focus();
      shown.close();
      onClick();
    };
    return true;
  } catch {
    // Chrome on Android allows them from a service worker only; the toast waits for the reader instead.
    return false;
  }
};
