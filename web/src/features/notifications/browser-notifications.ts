/**
 * The browser's Notification API, used only while the tab is hidden (a visible tab shows its own
 * toast). Every access is guarded: some browsers (iOS Safari outside a home-screen app, embedded
 * web views) have no Notification at all.
 */
import type { Notification as BadalNotification } from '@badal/contracts';

export type PushPermission = NotificationPermission | 'unsupported';

export const pushPermission = (): PushPermission =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : 'unsupported';

/** Asks once, when the browser has not been told yet; answers the resulting permission. */
export const askPushPermission = async (): Promise<PushPermission> => {
  const current = pushPermission();
  if (current !== 'default') return current;
  try {
    return await window.Notification.requestPermission();
  } catch {
    // Old Safari has only the callback form; it still answers through `permission`.
    return pushPermission();
  }
};

/** Shows `n` as a system notification when the tab is hidden and the permission is granted. */
export const showBrowserNotification = (n: BadalNotification, onClick: () => void): boolean => {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return false;
  if (pushPermission() !== 'granted') return false;
  try {
    const shown = new window.Notification(n.title, {
      body: n.body,
      // One system notification per Badal notification, even when a message one is updated.
      tag: `badal-notification-${n.id}`,
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
