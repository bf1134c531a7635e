/**
 * Push to browsers' closed tabs, as a deployment with FCM configured runs it: the page gets the
 * FCM web settings in its start-up data, its CSP lets it reach Firebase for a token, /health says
 * push is on, and a token obtained after signing in goes into the session (PUT
 * /bff/session/push-token) — where the fan-out finds it — until logout takes it away.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, login, startHarness } from '../test/harness.js';

/** A service account of the right shape (firebase-admin reads it at start; nothing is sent here). */
const serviceAccount = () =>
  JSON.stringify({
    type: 'service_account',
    project_id: 'badal-test',
    client_email: 'push@badal-test.iam.gserviceaccount.com',
    private_key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }),
  });

const web = {
  FCM_WEB_API_KEY: 'api-key',
  FCM_WEB_PROJECT_ID: 'badal-test',
  FCM_WEB_MESSAGING_SENDER_ID: '1234',
  FCM_WEB_APP_ID: '1:1234:web:abc',
  FCM_WEB_VAPID_KEY: 'vapid-public-key',
};

describe('push to browsers, configured', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env: { ...web, FCM_SERVICE_ACCOUNT: serviceAccount() } });
  });
  afterAll(async () => h?.close());

  it('hands the page the FCM web settings and lets it reach Firebase for a token', async () => {
    const boot = await h.http.get('/bff/bootstrap').expect(200);
    expect(boot.body.settings.webPush).toEqual({
      apiKey: 'api-key',
      projectId: 'badal-test',
      messagingSenderId: '1234',
      appId: '1:1234:web:abc',
      vapidKey: 'vapid-public-key',
    });
    const page = await h.http.get('/ar').expect(200);
    expect(page.headers['content-security-policy']).toMatch(
      /connect-src [^;]*https:\/\/firebaseinstallations\.googleapis\.com https:\/\/fcmregistrations\.googleapis\.com/,
    );
  });

  it('says so in /health', async () => {
    const health = await h.http.get('/health').expect(200);
    expect(health.body).toEqual({ status: 'ok', details: { pushToDevices: 'on', pushToBrowsers: 'on' } });
  });

  it('keeps a token given after sign-in in the session, where the fan-out finds it, until logout', async () => {
    const { cookie, body } = await login(h);
    const userId = body.session.userId as number;
    const given = await h.http
      .put('/bff/session/push-token')
      .set('cookie', cookie)
      .send({ fcmToken: 'browser-token-1' })
      .expect(200);
    expect(given.body.authenticated).toBe(true);
    expect((await h.app.sessions.listByUser(userId)).map((s) => s.pushToken)).toContain('browser-token-1');

    await h.http.delete('/bff/session').set('cookie', cookie).expect(200);
    expect((await h.app.sessions.listByUser(userId)).map((s) => s.pushToken)).not.toContain('browser-token-1');
  });

  it('refuses a token without a session, an empty one, and one posted from another site', async () => {
    const none = await h.http.put('/bff/session/push-token').send({ fcmToken: 'browser-token-2' }).expect(401);
    expect(none.body.error.code).toBe('session_ended');
    const { cookie } = await login(h);
    const empty = await h.http.put('/bff/session/push-token').set('cookie', cookie).send({ fcmToken: '' }).expect(400);
    expect(empty.body.error.code).toBe('validation');
    await h.http
      .put('/bff/session/push-token')
      .set('cookie', cookie)
      .set('sec-fetch-site', 'cross-site')
      .send({ fcmToken: 'browser-token-3' })
      .expect(403);
  });
});

describe('push to browsers, not configured', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('is off, and says so in /health and the start-up data', async () => {
    const health = await h.http.get('/health').expect(200);
    expect(health.body.details).toEqual({
      pushToDevices: 'off: FCM_SERVICE_ACCOUNT is not set',
      pushToBrowsers: 'off: the FCM_WEB_* variables are not set',
    });
    expect((await h.http.get('/bff/bootstrap').expect(200)).body.settings.webPush).toBeNull();
    const page = await h.http.get('/').expect(200);
    expect(page.headers['content-security-policy']).not.toContain('googleapis');
  });
});
