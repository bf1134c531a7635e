/** On an HTTPS site: `__Host-` cookies, and an origin check that compares the scheme too. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness.js';

describe('an HTTPS site', () => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await startHarness({ env: { PUBLIC_URL: 'https://badal.example' } });
    const res = await h.http.post('/bff/session').send({ userName: 'demo', password: 'demo1234' }).expect(200);
    const set = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('__Host-badal_sid='));
    expect(set).toMatch(/; Secure/i);
    expect(set).toMatch(/; Path=\/(;|$)/);
    expect(set).not.toMatch(/Domain=/i);
    cookie = set!.split(';')[0]!;
  });
  afterAll(async () => h?.close());

  it('names the session cookie __Host-badal_sid and reads it back', async () => {
    const current = await h.http.get('/bff/session').set('cookie', cookie).expect(200);
    expect(current.body.authenticated).toBe(true);
    const plain = await h.http
      .get('/bff/session')
      .set('cookie', `badal_sid=${cookie.split('=')[1]}`)
      .expect(200);
    expect(plain.body.authenticated).toBe(false);
  });

  it("keeps a social sign-in's state in a __Host- cookie too", async () => {
    const res = await h.http.get('/bff/session/google/redirect').expect(302);
    const set = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('__Host-badal_social='));
    expect(set).toMatch(/; Secure/i);
    expect(set).toMatch(/; Path=\/(;|$)/);
  });

  it('refuses a write from the same host over plain http: the scheme is part of the origin', async () => {
    const insecure = await h.http
      .put('/api/users/1')
      .set('cookie', cookie)
      .set('origin', 'http://badal.example')
      .send({ fullName: 'From http' })
      .expect(403);
    expect(insecure.body.error.code).toBe('forbidden_origin');
    await h.http
      .put('/api/users/1')
      .set('cookie', cookie)
      .set('origin', 'https://badal.example')
      .send({ fullName: 'Dana Al-Sabah' })
      .expect(200);
  });
});
