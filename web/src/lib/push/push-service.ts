/**
 * The push service: Firebase Cloud Messaging for the web, the one mobile apps use too. Its code
 * (about 30 KB) is fetched only when a token is wanted, never at start. This module is the
 * boundary that tests replace.
 */
import type { WebPushConfig } from '@badal/contracts';

const APP_NAME = 'badal-push';

/** This browser's FCM token, delivered to the given service worker (web/src/service-worker/). */
export const fetchPushToken = async (
  config: WebPushConfig,
  serviceWorkerRegistration: ServiceWorkerRegistration,
): Promise<string> => {
  const [{ getApps, initializeApp }, { getMessaging, getToken }] = await Promise.all([
    import('@firebase/app'),
    import('@firebase/messaging'),
  ]);
  const { vapidKey, ...app } = config;
  const firebase = getApps().find((a) => a.name === APP_NAME) ?? initializeApp(app, APP_NAME);
  // Firebase keeps the token and renews it when it ages; asking again answers the current one.
  return getToken(getMessaging(firebase), { vapidKey, serviceWorkerRegistration });
};
