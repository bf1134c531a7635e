/**
 * The browser's notification permission. Every access is guarded: some browsers (iOS Safari
 * outside a home-screen app, embedded web views) have no Notification at all.
 */
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
