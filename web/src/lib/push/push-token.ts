/**
 * The device's push token and §7's rule for it: sign-ins carry it when one is held; when none is,
 * the app asks for notification permission — only inside a person's gesture (signing in, opening
 * the bell), never on page load — and gives the token to the session afterwards
 * (PUT /bff/session/push-token), which the BFF then pushes to and hands to the API at logout.
 * Push is off when the deployment configures no FCM web app (`settings.webPush` null).
 */
import type { WebPushConfig } from '@badal/contracts';
import { callBff } from '../api-client';
import { askPushPermission, type PushPermission, pushPermission } from './push-permission';
import { fetchPushToken } from './push-service';

/** The token last given to the BFF, and for whom: a changed token (Firebase renews them) is given again. */
const GIVEN_KEY = 'badal.pushToken';
/** Obtaining a token waits this long at most (the service worker's first install, Firebase's answer). */
const TOKEN_WAIT_MS = 5_000;

export interface PushTokenAnswer {
  token: string | null;
  permission: PushPermission;
  /** The person refused just now, answering this very question (§8's alert is due, once). */
  refusedNow: boolean;
}

const within = <T>(promise: Promise<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('push token: no answer in time')), TOKEN_WAIT_MS);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * The token when notifications are allowed and push is configured; with `ask`, the browser asks
 * the person first if it never did.
 */
export const obtainPushToken = async (
  config: WebPushConfig | null,
  { ask }: { ask: boolean },
): Promise<PushTokenAnswer> => {
  const before = pushPermission();
  // Asked even when push is off: an open tab in the background still shows notifications.
  const permission = ask ? await askPushPermission() : before;
  const refusedNow = before === 'default' && permission === 'denied';
  if (permission !== 'granted' || !config || !('serviceWorker' in navigator))
    return { token: null, permission, refusedNow };
  try {
    const token = await within(navigator.serviceWorker.ready.then((sw) => fetchPushToken(config, sw)));
    return { token, permission, refusedNow };
  } catch (error) {
    // Push is a nicety: the app keeps working live over the socket without it.
    console.warn('no push token', error);
    return { token: null, permission, refusedNow };
  }
};

const givenKey = (userId: number, token: string) => `${userId} ${token}`;

/** A sign-in carried `token` (§7): the session holds it already. */
export const rememberGivenToken = (userId: number, token: string): void => {
  localStorage.setItem(GIVEN_KEY, givenKey(userId, token));
};

/**
 * Gives the session this device's token when it holds another or none: after a gesture that
 * asked for permission, and at each start of a signed-in page (a renewed token).
 */
export const givePushToken = async (
  config: WebPushConfig | null,
  userId: number,
  { ask }: { ask: boolean },
): Promise<PushTokenAnswer> => {
  const answer = await obtainPushToken(config, { ask });
  const { token } = answer;
  if (token && localStorage.getItem(GIVEN_KEY) !== givenKey(userId, token)) {
    await callBff('pushToken', { body: { fcmToken: token } });
    rememberGivenToken(userId, token);
  }
  return answer;
};

/** Logout: the BFF dropped the token with the session (and told the API); forget that it was given. */
export const forgetGivenToken = (): void => {
  localStorage.removeItem(GIVEN_KEY);
};
