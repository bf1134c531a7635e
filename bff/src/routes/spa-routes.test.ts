import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, login, startHarness } from '../test/harness.js';

const bootstrapOf = (html: string) => {
  const m = /<script id="badal-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error('no bootstrap');
  return JSON.parse(m[1]!);
};

describe('serving the web app', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('sets lang and dir from the first byte and inlines the bootstrap data', async () => {
    const en = await h.http.get('/').expect(200);
    expect(en.text).toContain('<html lang="en" dir="ltr">');
    const ar = await h.http.get('/ar').expect(200);
    expect(ar.text).toContain('<html lang="ar" dir="rtl">');
    const boot = bootstrapOf(ar.text);
    expect(boot).toMatchObject({ locale: 'ar', direction: 'rtl', session: null, self: null });
    expect(boot.categories.length).toBeGreaterThanOrEqual(12);
    // The URL's language decides the data's language too, with no cookie set.
    expect(boot.categories[0].name).toMatch(/[\u0600-\u06FF]/);
    expect(bootstrapOf(en.text).categories[0].name).not.toMatch(/[\u0600-\u06FF]/);
    const byCookie = await h.http.get('/login').set('cookie', 'lang_redirected=ar').expect(200);
    expect(byCookie.text).toContain('dir="rtl"');
  });

  it('fills canonical and hreflang alternates', async () => {
    const res = await h.http.get('/ar/signup').expect(200);
    expect(res.text).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/ar\/signup"/);
    expect(res.text).toMatch(/hreflang="en" href="[^"]+\/en\/signup"/);
    expect(res.text).toMatch(/hreflang="x-default" href="[^"]+\/signup"/);
  });

  it('answers unknown paths with HTTP 404 and the app shell', async () => {
    const res = await h.http.get('/definitely/not/a/page').expect(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<div id="root">');
  });

  it('sends visitors of protected pages to login with redirectTo, and signed-in users away from login', async () => {
    const res = await h.http.get('/ar/profile/info/account-settings').expect(302);
    expect(res.headers.location).toBe('/ar/login?redirectTo=%2Far%2Fprofile%2Finfo%2Faccount-settings');
    const { cookie } = await login(h);
    const page = await h.http.get('/profile/info/account-settings').set('cookie', cookie).expect(200);
    expect(bootstrapOf(page.text).self.userName).toBe('demo');
    const away = await h.http.get('/login').set('cookie', cookie).expect(302);
    expect(away.headers.location).toBe('/');
  });

  it("turns the card provider's return addresses into the payment pages before any HTML (payment-return guard)", async () => {
    const visitor = await h.http.get('/ar/thanks?orderId=4').expect(302);
    expect(visitor.headers.location).toBe('/ar/login?redirectTo=%2Far%2Fthanks%3ForderId%3D4');
    const { cookie } = await login(h);
    const paid = await h.http.get('/ar/thanks?orderId=4&paymentId=P-9').set('cookie', cookie).expect(302);
    expect(paid.headers.location).toBe('/ar/payment-succeeded?orderId=4&paymentId=P-9&type=membership');
    const banner = await h.http.get('/thanks?orderId=5&customService=1').set('cookie', cookie).expect(302);
    expect(banner.headers.location).toBe('/payment-succeeded?orderId=5&customService=1&type=banner');
    const failed = await h.http.get('/en/check-out?orderId=4&paymentId=P-9').set('cookie', cookie).expect(302);
    expect(failed.headers.location).toBe('/en/payment?orderId=4&paymentId=P-9');
  });

  it('escapes the inlined data so it cannot close its script element', async () => {
    const { cookie, body } = await login(h);
    await h.http.put(`/api/users/${body.session.userId}`).set('cookie', cookie).send({ fullName: 'Demo User' });
    const res = await h.http.get('/').set('cookie', cookie).expect(200);
    expect(res.text.match(/<\/script>/g)?.length).toBe(2);
  });

  it('compresses pages for browsers that accept it', async () => {
    const res = await h.http.get('/').set('accept-encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toContain('<html lang="en" dir="ltr">');
  });

  it('serves hashed assets with a long cache; a member page is stored nowhere, a visitor page only revalidated', async () => {
    const asset = await h.http.get('/assets/app-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const visitor = await h.http.get('/').expect(200);
    expect(visitor.headers['cache-control']).toBe('private, no-cache');
    const { cookie } = await login(h);
    const member = await h.http.get('/').set('cookie', cookie).expect(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
  });

  it("links the installable app's manifest in the reader's language", async () => {
    expect((await h.http.get('/ar').expect(200)).text).toContain(
      '<link rel="manifest" href="/manifest-ar.webmanifest" />',
    );
    expect((await h.http.get('/en/categories').expect(200)).text).toContain(
      '<link rel="manifest" href="/manifest-en.webmanifest" />',
    );
  });

  it('reports health and readiness', async () => {
    expect((await h.http.get('/health').expect(200)).body.status).toBe('ok');
    const ready = await h.http.get('/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'ready', upstream: true });
  });

  it('bootstrap answers in one response with the signed-in user and the tree', async () => {
    const { cookie } = await login(h);
    const res = await h.http.get('/bff/bootstrap').set('cookie', cookie).expect(200);
    expect(res.body.self.userName).toBe('demo');
    expect(res.body.session.userId).toBe(res.body.self.id);
    expect(res.body.categories[0].children).toBeInstanceOf(Array);
    expect(res.body.unreadCount).toEqual(expect.any(Number));
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('serves the OpenAPI document for mobile clients', async () => {
    const res = await h.http.get('/docs/json').expect(200);
    expect(res.body.paths['/api/users/{id}'].put.operationId).toBe('updateUser');
    expect(res.body.paths['/bff/session'].post).toBeTruthy();
  });
});
