/**
 * The push token's handling (§7): what a sign-in carries, when the browser is asked, what the
 * session is given, a renewed token, logout. Only the push service (Firebase) is replaced, at its
 * module boundary; the BFF is the fake one, which records what the session was sent.
 */
import type { WebPushConfig } from '@badal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { fetchPushToken } from './push-service';
import { forgetGivenToken, givePushToken, obtainPushToken, rememberGivenToken } from './push-token';

vi.mock('./push-service', () => ({ fetchPushToken: vi.fn() }));

const config: WebPushConfig = {
  apiKey: 'api-key',
  projectId: 'badal-test',
  messagingSenderId: '1234',
  appId: '1:1234:web:abc',
  vapidKey: 'vapid-public-key',
};
const registration = { scope: '/' } as ServiceWorkerRegistration;
const pushToken = vi.mocked(fetchPushToken);
const sessionAnswer = { body: { authenticated: true, session: null } };

/** The browser's permission as it stands, and what it answers when asked. */
const browser = (permission: NotificationPermission, answer: NotificationPermission = permission) => {
  const Notification = {
    permission,
    requestPermission: vi.fn(async () => {
      Notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', Notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  return Notification;
};

beforeEach(() => {
  pushToken.mockReset();
  pushToken.mockResolvedValue('token-1');
});

describe('permission granted', () => {
  it('a sign-in gets the token without a question, from the service with the settings and the worker', async () => {
    const notification = browser('granted');
    expect(await obtainPushToken(config, { ask: false })).toEqual({
      token: 'token-1',
      permission: 'granted',
      refusedNow: false,
    });
    expect(pushToken).toHaveBeenCalledWith(config, registration);
    expect(notification.requestPermission).not.toHaveBeenCalled();
  });

  it('the session is given the token once; a renewed token is given again', async () => {
    browser('granted');
    const api = fakeApi({ 'PUT /bff/session/push-token': sessionAnswer });
    await givePushToken(config, 7, { ask: false });
    await givePushToken(config, 7, { ask: false });
    expect(api.find('PUT', '/bff/session/push-token').map((r) => r.body)).toEqual([{ fcmToken: 'token-1' }]);

    pushToken.mockResolvedValue('token-2');
    await givePushToken(config, 7, { ask: false });
    expect(api.find('PUT', '/bff/session/push-token').map((r) => r.body)).toEqual([
      { fcmToken: 'token-1' },
      { fcmToken: 'token-2' },
    ]);
  });

  it('a token a sign-in carried is not sent again; another person on this browser gets it given', async () => {
    browser('granted');
    const api = fakeApi({ 'PUT /bff/session/push-token': sessionAnswer });
    rememberGivenToken(7, 'token-1');
    await givePushToken(config, 7, { ask: false });
    expect(api.find('PUT', '/bff/session/push-token')).toHaveLength(0);
    await givePushToken(config, 8, { ask: false });
    expect(api.find('PUT', '/bff/session/push-token')).toHaveLength(1);
  });

  it('a service that fails leaves no token and no error: the app goes on live over the socket', async () => {
    browser('granted');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pushToken.mockRejectedValue(new Error('messaging/token-subscribe-failed'));
    const api = fakeApi({});
    expect((await givePushToken(config, 7, { ask: false })).token).toBeNull();
    expect(api.requests).toHaveLength(0);
  });
});

describe('permission denied', () => {
  it('nothing is asked, no token is fetched, and the refusal is not news', async () => {
    const notification = browser('denied');
    const api = fakeApi({});
    expect(await givePushToken(config, 7, { ask: true })).toEqual({
      token: null,
      permission: 'denied',
      refusedNow: false,
    });
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(pushToken).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
  });
});

describe('permission not given yet (default)', () => {
  it('is never asked without a gesture (page start, sign-in with no token held)', async () => {
    const notification = browser('default', 'granted');
    expect(await obtainPushToken(config, { ask: false })).toEqual({
      token: null,
      permission: 'default',
      refusedNow: false,
    });
    expect(notification.requestPermission).not.toHaveBeenCalled();
  });

  it('asked in a gesture and allowed: the token goes to the session', async () => {
    const notification = browser('default', 'granted');
    const api = fakeApi({ 'PUT /bff/session/push-token': sessionAnswer });
    expect(await givePushToken(config, 7, { ask: true })).toMatchObject({ token: 'token-1', permission: 'granted' });
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(api.find('PUT', '/bff/session/push-token').map((r) => r.body)).toEqual([{ fcmToken: 'token-1' }]);
  });

  it('asked in a gesture and refused: refused just now (§8 is due), no token', async () => {
    browser('default', 'denied');
    const api = fakeApi({});
    expect(await givePushToken(config, 7, { ask: true })).toEqual({
      token: null,
      permission: 'denied',
      refusedNow: true,
    });
    expect(pushToken).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
  });

  it('with push off (no FCM web settings) the question is still asked, for a tab in the background, but no token', async () => {
    const notification = browser('default', 'granted');
    expect(await obtainPushToken(null, { ask: true })).toEqual({
      token: null,
      permission: 'granted',
      refusedNow: false,
    });
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushToken).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('forgets that the token was given: the next session is given it again', async () => {
    browser('granted');
    const api = fakeApi({ 'PUT /bff/session/push-token': sessionAnswer });
    await givePushToken(config, 7, { ask: false });
    forgetGivenToken();
    await givePushToken(config, 7, { ask: false });
    expect(api.find('PUT', '/bff/session/push-token')).toHaveLength(2);
  });
});
