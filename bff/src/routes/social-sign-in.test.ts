/**
 * Social sign-in through the reference API's sandbox: the BFF's redirect carries a state bound to
 * this browser by a cookie and a PKCE challenge; the callback is taken only with that state, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, login, sessionCookie, startHarness } from '../test/harness.js';

const PUBLIC_URL = 'https://badal.example';

/** The cookies of a response, as a Cookie header. */
const cookiesOf = (res: { headers: Record<string, unknown> }): string =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]).join('; ');

describe('social sign-in: state, PKCE and the callback', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env: { PUBLIC_URL, COOKIE_SECURE: 'false' } });
  });
  afterAll(async () => h?.close());

  /** Starts a sign-in as a browser would: the BFF's redirect, then the sandbox's consent form. */
  const start = async (email: string, redirectTo?: string) => {
    const path = `/bff/session/google/redirect${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`;
    const res = await h.http.get(path).set('host', 'attacker.example').expect(302);
    const provider = new URL(res.headers.location as string);
    const fields = Object.fromEntries(provider.searchParams);
    const consent = await fetch(`${provider.origin}${provider.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, fullName: 'Social Person', email }),
      redirect: 'manual',
    });
    expect(consent.status).toBe(303);
    const back = new URL(consent.headers.get('location') ?? '');
    return { res, provider, back, cookie: cookiesOf(res) };
  };

  it('sends the provider a state, an S256 challenge and a callback on PUBLIC_URL, whatever the Host header says', async () => {
    const { res, provider } = await start('first.social@example.com', '/profile/info');
    expect(provider.pathname).toMatch(/\/authentication\/google\/redirect$/);
    expect(provider.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/bff/session/google/callback`);
    expect(provider.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(provider.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(provider.searchParams.get('code_challenge_method')).toBe('S256');
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('badal_social='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/(;|$)/);
    expect(cookie).not.toContain(provider.searchParams.get('state'));
    await h.http.get('/bff/session/myspace/redirect').expect(404);
  });

  it('signs in with the matching state and lands where the sign-in started', async () => {
    const { back, cookie } = await start('second.social@example.com', '/profile/info');
    const done = await h.http.get(`${back.pathname}${back.search}`).set('cookie', cookie).expect(302);
    expect(done.headers.location).toBe('/profile/info');
    const session = sessionCookie(done);
    const current = await h.http.get('/bff/session').set('cookie', session).expect(200);
    expect(current.body.authenticated).toBe(true);
    // Single use: the callback clears the attempt's cookie, so the browser cannot take it twice…
    const cleared = (done.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('badal_social='));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    const again = await h.http.get(`${back.pathname}${back.search}`).expect(302);
    expect(again.headers.location).toBe('/login?error=social_state');
    // …and a replay that kept the old cookie meets a code the provider already took.
    const replay = await h.http.get(`${back.pathname}${back.search}`).set('cookie', cookie).expect(302);
    expect(replay.headers.location).toBe('/login?error=code_not_found');
  });

  it("refuses an attacker's code opened by a victim: no state of theirs, no sign-in, the victim's own session kept", async () => {
    const attacker = await start('attacker.social@example.com');
    const victim = await login(h);
    const forged = await h.http
      .get(`${attacker.back.pathname}${attacker.back.search}`)
      .set('cookie', victim.cookie)
      .expect(302);
    expect(forged.headers.location).toBe('/login?error=social_state');
    expect(cookiesOf(forged)).not.toContain('badal_sid=');
    const still = await h.http.get('/bff/session').set('cookie', victim.cookie).expect(200);
    expect(still.body.session.userId).toBe(victim.body.session.userId);

    // With a sign-in of the victim's own under way, the attacker's state still does not match.
    const victimsOwn = await h.http.get('/bff/session/google/redirect').expect(302);
    const withCookie = await h.http
      .get(`${attacker.back.pathname}${attacker.back.search}`)
      .set('cookie', `${victim.cookie}; ${cookiesOf(victimsOwn)}`)
      .expect(302);
    expect(withCookie.headers.location).toBe('/login?error=social_state');
  });

  it('refuses a code without the PKCE verifier it was made with', async () => {
    const { back, cookie } = await start('pkce.social@example.com');
    // The same browser's state, but a code obtained with another sign-in's challenge.
    const other = await start('pkce.other@example.com');
    const mixed = new URLSearchParams({
      code: other.back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
    });
    const res = await h.http.get(`${back.pathname}?${mixed}`).set('cookie', cookie).expect(302);
    expect(res.headers.location).toBe('/login?error=code_not_found');
  });

  it('takes a redirectTo with any character without failing, percent-encoded', async () => {
    const { back, cookie } = await start('dots.social@example.com', '/search?text=a\u3002b#ق');
    const done = await h.http.get(`${back.pathname}${back.search}`).set('cookie', cookie).expect(302);
    expect(done.headers.location).toBe('/search?text=a%E3%80%82b#%D9%82');
    sessionCookie(done);
  });

  it('a cancelled or bad callback lands on the login page with the error code', async () => {
    const started = await h.http.get('/bff/session/google/redirect').expect(302);
    const state = new URL(started.headers.location as string).searchParams.get('state');
    const cancelled = await h.http
      .get(`/bff/session/google/callback?error=access_denied&state=${state}`)
      .set('cookie', cookiesOf(started))
      .expect(302);
    expect(cancelled.headers.location).toBe('/login?error=cancelled');
    const bogus = await h.http.get('/bff/session/google/callback?code=bogus').expect(302);
    expect(bogus.headers.location).toBe('/login?error=social_state');
  });
});

describe('social sign-in without PUBLIC_URL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('builds the callback from a loopback Host only, never from another Host header', async () => {
    const local = await h.http.get('/bff/session/google/redirect').set('host', '127.0.0.1:3000').expect(302);
    expect(new URL(local.headers.location as string).searchParams.get('redirect_uri')).toBe(
      'http://127.0.0.1:3000/bff/session/google/callback',
    );
    const evil = await h.http.get('/bff/session/google/redirect').set('host', 'evil.example').expect(404);
    expect(evil.body.error.code).toBe('not_found');
  });
});
