/** The social sign-in sandbox: consent page, redirect with a one-time code, code exchange. */
import { loginResponseSchema } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { pkceChallenge, randomToken } from '../services/secrets.js';
import { type ApiClient, apiClient } from '../test/api-client.js';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

describe('social sign-in sandbox', () => {
  let upstream: TestUpstream;
  let api: ApiClient;
  const back = 'http://localhost:5173/bff/session/google/callback?from=test';

  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    api = apiClient(upstream.url);
  });
  afterAll(() => upstream?.close());

  /** Submits the sandbox form and returns the code handed to redirect_uri. */
  const consent = async (provider: string, fields: Record<string, string>) => {
    const answer = await api.form(`/authentication/${provider}/redirect`, { redirect_uri: back, ...fields });
    expect(answer.status).toBe(303);
    const target = new URL(answer.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:5173/bff/session/google/callback');
    expect(target.searchParams.get('from')).toBe('test');
    return target;
  };

  it('serves a self-contained consent page in English or Arabic', async () => {
    const en = await api.get(`/authentication/google/redirect?redirect_uri=${encodeURIComponent(back)}`);
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toMatch(/text\/html/);
    expect(en.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(en.body).toContain('Continue with Google (sandbox)');
    expect(en.body).toContain('name="email"');
    expect(en.body).toContain('name="fullName"');
    const ar = await api.get(`/authentication/apple/redirect?redirect_uri=${encodeURIComponent(back)}`, { lang: 'ar' });
    expect(ar.body).toContain('dir="rtl"');
    expect(ar.body).toContain('المتابعة باستخدام Apple');
  });

  it('escapes what it echoes', async () => {
    const tricky = `${back}&x="><script>alert(1)</script>`;
    const page = await api.get(`/authentication/google/redirect?redirect_uri=${encodeURIComponent(tricky)}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)</script>');
  });

  it('accepts only http(s) redirect URIs and known providers', async () => {
    for (const uri of ['javascript:alert(1)', 'ftp://example.com/x', 'not a url']) {
      const answer = await api.get(`/authentication/google/redirect?redirect_uri=${encodeURIComponent(uri)}`);
      expect(answer).toMatchObject({ status: 422, body: { errors: { redirect_uri: ['validation.url'] } } });
    }
    const posted = await api.form('/authentication/google/redirect', {
      redirect_uri: 'javascript:alert(1)',
      fullName: 'A',
      email: 'a@example.com',
    });
    expect(posted.status).toBe(422);
    expect((await api.get(`/authentication/myspace/redirect?redirect_uri=${encodeURIComponent(back)}`)).status).toBe(
      404,
    );
  });

  it('shows the form again with the errors when the fields are wrong', async () => {
    const answer = await api.form('/authentication/google/redirect', {
      redirect_uri: back,
      fullName: 'Sara',
      email: 'not-an-email',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toContain('Invalid e-mail.');
    expect(answer.body).toContain('value="Sara"');
  });

  it('creates a verified account on first use; the code works once', async () => {
    const target = await consent('google', { fullName: 'Sara Al-Enezi', email: 'Sara.K@example.com', state: 'xyz' });
    expect(target.searchParams.get('state')).toBe('xyz');
    const code = target.searchParams.get('code') ?? '';
    const answer = await api.get(`/authentication/google/callback?code=${encodeURIComponent(code)}`);
    expect(answer.status).toBe(200);
    const session = loginResponseSchema.parse(answer.body);
    expect(session.fullname).toBe('Sara Al-Enezi');
    const self = (await api.get('/users/self', { token: session.access_token })).body;
    expect(self).toMatchObject({ email: 'sara.k@example.com', userName: 'sara.k', verified: true, phone: null });
    const again = await api.get(`/authentication/google/callback?code=${encodeURIComponent(code)}`);
    expect(again).toMatchObject({ status: 422, body: { errors: { code: ['error.codeNotFound'] } } });

    // The same person again: the same account, even with another generated name free.
    const second = await consent('google', { fullName: 'Sara', email: 'sara.k@example.com' });
    const secondAnswer = await api.get(`/authentication/google/callback?code=${second.searchParams.get('code')}`);
    expect(secondAnswer.body.id).toBe(session.id);
  });

  it('refuses a code made for another provider', async () => {
    const target = await consent('facebook', { fullName: 'Omar', email: 'omar@example.com' });
    const wrong = await api.get(`/authentication/google/callback?code=${target.searchParams.get('code')}`);
    expect(wrong.status).toBe(422);
  });

  it('never signs into an existing account by typing its e-mail, and still gives clashing local parts a unique user name', async () => {
    const taken = await api.form('/authentication/apple/redirect', {
      redirect_uri: back,
      fullName: 'Whoever',
      email: 'Demo@badal.test',
    });
    expect(taken.status).toBe(422);
    expect(taken.headers.get('location')).toBeNull();
    expect(taken.body).toContain('An account with this e-mail already exists.');

    const clash = await consent('apple', { fullName: 'Other Demo', email: 'demo@elsewhere.example' });
    const created = await api.get(`/authentication/apple/callback?code=${clash.searchParams.get('code')}`);
    const self = (await api.get('/users/self', { token: created.body.access_token })).body;
    expect(self.userName).toMatch(/^demo\d{4}$/);
  });

  it('PKCE: a code made with an S256 challenge is exchanged only with its verifier, once', async () => {
    const verifier = 'v'.repeat(20) + randomToken();
    const challenge = pkceChallenge(verifier);
    const page = await api.get(
      `/authentication/google/redirect?redirect_uri=${encodeURIComponent(back)}&code_challenge=${challenge}&code_challenge_method=S256`,
    );
    expect(page.body).toContain(`name="code_challenge" value="${challenge}"`);
    const pkceCode = async () => {
      const target = await consent('google', {
        fullName: 'Pkce Person',
        email: 'pkce@example.com',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      return encodeURIComponent(target.searchParams.get('code') ?? '');
    };
    const without = await api.get(`/authentication/google/callback?code=${await pkceCode()}`);
    expect(without.status).toBe(422);
    const wrong = await api.get(
      `/authentication/google/callback?code=${await pkceCode()}&code_verifier=${'w'.repeat(43)}`,
    );
    expect(wrong.status).toBe(422);
    const code3 = await pkceCode();
    const right = await api.get(`/authentication/google/callback?code=${code3}&code_verifier=${verifier}`);
    expect(right.status).toBe(200);
    expect((await api.get(`/authentication/google/callback?code=${code3}&code_verifier=${verifier}`)).status).toBe(422);

    const plain = await api.get(
      `/authentication/google/redirect?redirect_uri=${encodeURIComponent(back)}&code_challenge=${challenge}&code_challenge_method=plain`,
    );
    expect(plain.status).toBe(422);
  });

  it('answers 403 your account is disabled once the account was disabled', async () => {
    const first = await consent('facebook', { fullName: 'Huda', email: 'huda@example.com' });
    const session = (await api.get(`/authentication/facebook/callback?code=${first.searchParams.get('code')}`)).body;
    const disabled = await api.post(
      `/users/${session.id}/change-status`,
      {},
      { token: session.access_token, method: 'PUT' },
    );
    expect(disabled.status).toBe(200);
    const again = await consent('facebook', { fullName: 'Huda', email: 'huda@example.com' });
    const answer = await api.get(`/authentication/facebook/callback?code=${again.searchParams.get('code')}`);
    expect(answer).toMatchObject({ status: 403, body: { message: 'your account is disabled' } });
  });

  it('answers 403 for a banned account', async () => {
    const first = await consent('google', { fullName: 'Badr', email: 'badr.social@example.com' });
    const session = (await api.get(`/authentication/google/callback?code=${first.searchParams.get('code')}`)).body;
    await upstream.db.update(users).set({ status: 'banned' }).where(eq(users.id, session.id));
    const target = await consent('google', { fullName: 'Badr', email: 'badr.social@example.com' });
    const answer = await api.get(`/authentication/google/callback?code=${target.searchParams.get('code')}`);
    expect(answer).toMatchObject({ status: 403, body: { message: 'your account is blocked' } });
  });
});
