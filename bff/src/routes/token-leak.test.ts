import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, login, startHarness } from '../test/harness.js';

/** The API token lives in the session store and nowhere else (architecture §1). */
describe('the API token never leaves the BFF', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('appears in no response header, body or log line', async () => {
    const { cookie, sessionId, body } = await login(h);
    const token = (await h.app.sessions.get(sessionId))!.apiToken;
    expect(token.length).toBeGreaterThan(10);
    const responses = [
      { headers: {}, text: JSON.stringify(body) },
      await h.http.get('/bff/session').set('cookie', cookie),
      await h.http.get('/bff/bootstrap').set('cookie', cookie),
      await h.http.get('/api/users/self').set('cookie', cookie),
      await h.http.get('/api/categories/mini').set('cookie', cookie),
      await h.http.get(`/api/users/${body.session.userId}`).set('cookie', cookie),
      await h.http.get('/').set('cookie', cookie),
      await h.http.get('/ar/profile/info').set('cookie', cookie),
      await h.http.get('/no-such-page').set('cookie', cookie),
      await h.http.get('/api/users/self').set('authorization', `Bearer ${sessionId}`),
    ];
    for (const res of responses) {
      expect(JSON.stringify(res.headers)).not.toContain(token);
      expect(res.text ?? '').not.toContain(token);
    }
    const logs = h.logs();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(sessionId);
    expect(logs).not.toContain('demo1234');
  });
});
