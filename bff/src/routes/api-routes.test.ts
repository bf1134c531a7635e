import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, login, pngOfSize, startHarness, tinyPng } from '../test/harness.js';

describe('/api mirror of the call table against the reference API', () => {
  let h: Harness;
  let cookie: string;
  let userId: number;
  beforeAll(async () => {
    h = await startHarness();
    const s = await login(h);
    cookie = s.cookie;
    userId = s.body.session.userId;
  });
  afterAll(async () => h?.close());

  it('sends PUT as POST + _method and the upstream applies it', async () => {
    const res = await h.http
      .put(`/api/users/${userId}`)
      .set('cookie', cookie)
      .send({ fullName: 'Demo Renamed' })
      .expect(200);
    expect(res.body.fullName).toBe('Demo Renamed');
    const self = await h.http.get('/api/users/self').set('cookie', cookie).expect(200);
    expect(self.body.fullName).toBe('Demo Renamed');
  });

  it('saves user data and reports field errors with message keys', async () => {
    const ok = await h.http
      .post('/api/users/user-data')
      .set('cookie', cookie)
      .send({
        gender: 'female',
        firstName: 'Dana',
        lastName: 'Saleh',
        dateOfBirth: '1994-03-21',
        addresses: ['Salmiya, Block 10'],
      })
      .expect(200);
    expect(ok.body).toMatchObject({ gender: 'female', firstName: 'Dana', dateOfBirth: '1994-03-21' });

    const bad = await h.http
      .post('/api/users/user-data')
      .set('cookie', cookie)
      .send({ dateOfBirth: '1899-12-31', firstName: '<script>alert(1)</script>', gender: 'robot' })
      .expect(400);
    expect(bad.body.error.code).toBe('validation');
    expect(bad.body.error.fields).toMatchObject({
      dateOfBirth: 'validation.date',
      firstName: 'validation.unsafeText',
      gender: 'validation.invalid',
    });
  });

  it('uses the locale for accept-language: cookie first, then the header', async () => {
    const ar = await h.http.get('/api/categories/mini').set('cookie', 'lang_redirected=ar').expect(200);
    const en = await h.http.get('/api/categories/mini').set('accept-language', 'en-US,en;q=0.9').expect(200);
    const header = await h.http.get('/api/categories/mini').set('accept-language', 'ar-KW').expect(200);
    expect(ar.body[0].slug).toBe(en.body[0].slug);
    expect(ar.body[0].name).not.toBe(en.body[0].name);
    expect(ar.body[0].name).toMatch(/[\u0600-\u06FF]/);
    expect(header.body[0].name).toBe(ar.body[0].name);
  });

  it('answers in the language the app says it shows, whatever an older cookie says (an /ar page, cookie en)', async () => {
    const ar = await h.http
      .get('/api/categories/mini')
      .set('cookie', 'lang_redirected=en')
      .set('x-badal-locale', 'ar')
      .set('accept-language', 'en')
      .expect(200);
    expect(ar.body[0].name).toMatch(/[\u0600-\u06FF]/);
    // Product URLs stay English for everyone (§7), and are cached once for both languages.
    const product = await h.http.get('/api/v2/search/products?perPage=1').set('x-badal-locale', 'ar').expect(200);
    expect(product.body.data[0].name).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('streams a multipart avatar upload and serves it back through /media', async () => {
    const res = await h.http
      .post('/api/users/add-image')
      .set('cookie', cookie)
      .attach('image', tinyPng(), { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    expect(res.body.image.url).toBeTruthy();
    const mediaPath = new URL(res.body.image.url, 'http://x').pathname.replace(/^\/(storage|media)\//, '/media/');
    const media = await h.http.get(mediaPath).expect(200);
    expect(media.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(media.body as Buffer, tinyPng())).toBe(0);
  });

  it('streams a large upload whose first chunk exceeds the forwarding buffer (browser-style client)', async () => {
    // fetch hands the server big chunks at once; the forwarder must start the upstream request
    // before it waits on its own buffer, or the two would wait on each other forever.
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as import('node:net').AddressInfo;
    const { sessionId } = await login(h);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(pngOfSize(3 * 1024 * 1024))], { type: 'image/png' }), 'large.png');
    const res = await fetch(`http://127.0.0.1:${port}/api/users/add-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessionId}` },
      body: form,
      signal: AbortSignal.timeout(20_000),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { image: { url: string } }).image.url).toMatch(/\.png$/);
  });

  it('refuses a file whose content is not an image whatever its name says, before forwarding', async () => {
    const before = await h.http.get('/api/users/self').set('cookie', cookie).expect(200);
    const res = await h.http
      .post('/api/users/add-image')
      .set('cookie', cookie)
      .attach('image', Buffer.from('%PDF-1.7 this is really a document with enough bytes'), {
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      })
      .expect(400);
    expect(res.body.error).toMatchObject({ code: 'validation', fields: { image: 'validation.fileType' } });
    const after = await h.http.get('/api/users/self').set('cookie', cookie).expect(200);
    expect(after.body.image).toEqual(before.body.image);
  });

  it('refuses a multipart upload without the file', async () => {
    const res = await h.http.post('/api/users/add-image').set('cookie', cookie).field('note', 'x').expect(400);
    expect(res.body.error.code).toBe('validation');
  });

  it('answers bad input in the catalogue shape: malformed JSON, oversize, unknown type', async () => {
    const malformed = await h.http
      .post('/api/register')
      .set('content-type', 'application/json')
      .send('{"fullName": ')
      .expect(400);
    expect(malformed.body.error.code).toBe('bad_request');
    expect(JSON.stringify(malformed.body)).not.toMatch(/at .*\.js/);

    const big = await h.http
      .post('/api/register')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ fullName: 'x'.repeat(2 * 1024 * 1024) }))
      .expect(413);
    expect(big.body.error.code).toBe('payload_too_large');

    const xml = await h.http.post('/api/register').set('content-type', 'application/xml').send('<a/>').expect(415);
    expect(xml.body.error.code).toBe('unsupported_media_type');

    const wrongTypes = await h.http
      .post('/api/register')
      .send({ fullName: 5, email: 'nope', phone: '12e45678' })
      .expect(400);
    expect(wrongTypes.body.error.fields).toMatchObject({ email: 'validation.email', phone: 'validation.required' });
  });

  it('requires a session for protected calls and a valid id in the path', async () => {
    const anon = await h.http.put(`/api/users/${userId}`).send({ fullName: 'X' }).expect(401);
    expect(anon.body.error.code).toBe('login_required');
    const badId = await h.http.put('/api/users/abc').set('cookie', cookie).send({ fullName: 'X' }).expect(400);
    expect(badId.body.error.fields).toMatchObject({ id: 'validation.invalid' });
  });

  it('refuses cross-site writes made with the cookie, but not with a bearer id', async () => {
    const cross = await h.http
      .put(`/api/users/${userId}`)
      .set('cookie', cookie)
      .set('sec-fetch-site', 'cross-site')
      .send({ fullName: 'Hijacked' })
      .expect(403);
    expect(cross.body.error.code).toBe('forbidden_origin');
    const self = await h.http.get('/api/users/self').set('cookie', cookie).expect(200);
    expect(self.body.fullName).not.toBe('Hijacked');
  });

  it('passes on the upstream not-found and answers unknown /api paths in the catalogue shape', async () => {
    const missing = await h.http.get('/api/users/999999').expect(404);
    expect(missing.body.error.code).toBe('not_found');
    const unknown = await h.http.get('/api/nothing/here').expect(404);
    expect(unknown.body.error.code).toBe('not_found');
    const slug = await h.http.get('/api/categories/not-a-category/mini').expect(404);
    expect(slug.body.error.code).toBe('not_found');
  });

  it('answers settings keys and a single category', async () => {
    const keys = await h.http.get('/api/settings/keys?keys=doubleBannerPrice,verticalBannerPrice').expect(200);
    expect(Object.keys(keys.body).sort()).toEqual(['doubleBannerPrice', 'verticalBannerPrice']);
    const tree = await h.http.get('/api/categories/mini').expect(200);
    const one = await h.http.get(`/api/categories/${tree.body[0].slug}/mini`).expect(200);
    expect(one.body.children.length).toBeGreaterThan(0);
  });
});

describe('session expiry', () => {
  let h: Harness;
  /** The BFF's clock, moved on instead of waiting. */
  let now = Date.now();
  beforeAll(async () => {
    h = await startHarness({ tokenTtlSeconds: 1, now: () => now });
  });
  afterAll(async () => h?.close());

  it('ends the session at login time + expires_in', async () => {
    const { cookie, body } = await login(h);
    expect(Date.parse(body.session.expiresAt) - now).toBeLessThanOrEqual(1000);
    now += 1100;
    const res = await h.http.get('/api/users/self').set('cookie', cookie).expect(401);
    expect(res.body.error.code).toBe('session_ended');
  });
});
