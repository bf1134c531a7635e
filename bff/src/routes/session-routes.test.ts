import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, login, sessionCookie, startHarness } from '../test/harness.js';

describe('/bff/session against the reference API', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('signs in with an HttpOnly SameSite=Lax cookie and never returns the API token', async () => {
    const res = await h.http.post('/bff/session').send({ userName: 'demo', password: 'demo1234' }).expect(200);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('badal_sid='))!;
    // A browser gets the id in the HttpOnly cookie only: a script on the page cannot read it.
    expect(res.body.sessionId).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain(cookie.split(';')[0]!.split('=')[1]);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(res.body.authenticated).toBe(true);
    expect(res.body.session.fullName).toBeTruthy();
    const stored = await h.app.sessions.get(cookie.split(';')[0]!.split('=')[1]!);
    expect(stored?.apiToken).toBeTruthy();
    expect(JSON.stringify(res.body)).not.toContain(stored!.apiToken);
  });

  it('maps the listed login failures to catalogue codes', async () => {
    const bad = await h.http.post('/bff/session').send({ userName: 'demo', password: 'wrong-pass' }).expect(400);
    expect(bad.body.error.code).toBe('invalid_credentials');
    const unverified = await h.http
      .post('/bff/session')
      .send({ userName: 'unverified', password: 'unverified1234' })
      .expect(401);
    expect(unverified.body.error.code).toBe('unverified');
    const banned = await h.http.post('/bff/session').send({ userName: 'banned', password: 'banned1234' }).expect(403);
    expect(banned.body.error.code).toBe('banned');
    expect(bad.headers['set-cookie']).toBeUndefined();
  });

  it('validates the login body before anything reaches the upstream', async () => {
    const res = await h.http.post('/bff/session').send({ userName: '', password: 1 }).expect(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.fields).toMatchObject({ userName: 'validation.required', password: 'validation.required' });
  });

  it('reports the current session and ends it on logout', async () => {
    const { cookie } = await login(h);
    const current = await h.http.get('/bff/session').set('cookie', cookie).expect(200);
    expect(current.body.authenticated).toBe(true);
    expect(Date.parse(current.body.session.expiresAt)).toBeGreaterThan(Date.now());

    const out = await h.http.delete('/bff/session').set('cookie', cookie).expect(200);
    expect(out.body).toEqual({ authenticated: false, session: null });
    expect(String(out.headers['set-cookie'])).toMatch(/badal_sid=;/);

    const after = await h.http.get('/api/users/self').set('cookie', cookie).expect(401);
    expect(after.body.error.code).toBe('session_ended');
  });

  it('accepts the session id as a Bearer token for mobile clients', async () => {
    const { sessionId } = await login(h);
    const self = await h.http.get('/api/users/self').set('authorization', `Bearer ${sessionId}`).expect(200);
    expect(self.body.userName).toBe('demo');
  });

  it('refuses unknown and forged session ids without a lookup leak', async () => {
    const forged = await h.http.get('/api/users/self').set('cookie', 'badal_sid=forged-value').expect(401);
    expect(forged.body.error.code).toBe('session_ended');
    const none = await h.http.get('/api/users/self').expect(401);
    expect(none.body.error.code).toBe('login_required');
  });

  it('replaces the previous session on a new sign-in (no fixation)', async () => {
    const first = await login(h);
    const res = await h.http
      .post('/bff/session')
      .set('cookie', first.cookie)
      .send({ userName: 'demo', password: 'demo1234' })
      .expect(200);
    expect(sessionCookie(res)).not.toBe(first.cookie);
    expect(await h.app.sessions.get(first.sessionId)).toBeNull();
  });

  it('ends the session when the upstream no longer accepts the token', async () => {
    const { cookie, sessionId } = await login(h);
    const stored = await h.app.sessions.get(sessionId);
    // Revoke the token behind the BFF's back, as an admin or another device would.
    await fetch(`${h.upstream.url}/authentication/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stored!.apiToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const res = await h.http.get('/api/users/self').set('cookie', cookie).expect(401);
    expect(res.body.error.code).toBe('session_ended');
    expect(await h.app.sessions.get(sessionId)).toBeNull();
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await h.http
      .post('/bff/session')
      .set('origin', 'https://evil.example')
      .send({ userName: 'demo', password: 'demo1234' })
      .expect(403);
    expect(res.body.error.code).toBe('forbidden_origin');
  });

  it('registers, reads the SMS code from the outbox, verifies and is signed in', async () => {
    const suffix = Date.now().toString().slice(-6);
    const phone = `6${suffix}1`.slice(0, 8);
    const body = {
      fullName: 'Noura Test',
      userName: `noura${suffix}`,
      email: `noura${suffix}@example.com`,
      phone,
      password: 'secret123',
      passwordConfirmation: 'secret123',
    };
    await h.http.post('/api/register').send(body).expect(201);
    const dup = await h.http.post('/api/register').send(body).expect(422);
    expect(dup.body.error.code).toBe('user_exists');

    const wrong = await h.http.post('/bff/session/verify').send({ number: phone, code: '000000' }).expect(422);
    expect(wrong.body.error.code).toBe('code_not_found');

    const sms = (await h.upstream.readOutbox(phone)).find((m) => m.channel === 'sms')!;
    const verified = await h.http.post('/bff/session/verify').send({ number: phone, code: sms.code }).expect(200);
    expect(verified.body.authenticated).toBe(true);
    const self = await h.http.get('/api/users/self').set('cookie', sessionCookie(verified)).expect(200);
    expect(self.body.userName).toBe(body.userName);
  });

  it('disabling the account ends the session and the next login is refused as disabled', async () => {
    const suffix = (Date.now() + 7).toString().slice(-6);
    const phone = `9${suffix}2`.slice(0, 8);
    const userName = `fahad${suffix}`;
    await h.http
      .post('/api/register')
      .send({
        fullName: 'Fahad Test',
        userName,
        email: `${userName}@example.com`,
        phone,
        password: 'secret123',
        passwordConfirmation: 'secret123',
      })
      .expect(201);
    const sms = (await h.upstream.readOutbox(phone)).find((m) => m.channel === 'sms')!;
    const verified = await h.http.post('/bff/session/verify').send({ number: phone, code: sms.code }).expect(200);
    const cookie = sessionCookie(verified);
    const id = verified.body.session.userId;

    await h.http.put(`/api/users/${id}/change-status`).set('cookie', cookie).send({}).expect(200);
    await h.http.get('/api/users/self').set('cookie', cookie).expect(401);
    const again = await h.http.post('/bff/session').send({ userName, password: 'secret123' }).expect(403);
    expect(again.body.error.code).toBe('account_disabled');
    // The upstream words its message in Arabic here; the code must not depend on the language.
    const arabic = await h.http
      .post('/bff/session')
      .set('cookie', 'lang_redirected=ar')
      .send({ userName, password: 'secret123' })
      .expect(403);
    expect(arabic.body.error.code).toBe('account_disabled');
  });

  it('is given to a client that asks with Prefer: bearer-session, and works as a bearer', async () => {
    const res = await h.http
      .post('/bff/session')
      .set('prefer', 'respond-async, bearer-session')
      .send({ userName: 'demo', password: 'demo1234' })
      .expect(200);
    expect(res.headers['preference-applied']).toBe('bearer-session');
    expect(res.body.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await h.http.get('/api/users/self').set('authorization', `Bearer ${res.body.sessionId}`).expect(200);
  });

  it('is never in the body for a browser, on sign-in or on SMS verification', async () => {
    const res = await h.http.post('/bff/session').send({ userName: 'demo', password: 'demo1234' }).expect(200);
    expect(res.body).not.toHaveProperty('sessionId');
    expect(res.headers.vary).toMatch(/Prefer/i);
    const phone = `6${String(Date.now()).slice(-7)}`;
    await h.http
      .post('/api/register')
      .send({
        fullName: 'Bearer Test',
        userName: `bearer${phone}`,
        email: `bearer${phone}@example.com`,
        phone,
        password: 'secret123',
        passwordConfirmation: 'secret123',
      })
      .expect(201);
    const [sms] = await h.upstream.readOutbox(phone);
    const verified = await h.http.post('/bff/session/verify').send({ number: phone, code: sms?.code }).expect(200);
    expect(verified.body.authenticated).toBe(true);
    expect(verified.body).not.toHaveProperty('sessionId');
  });
});
