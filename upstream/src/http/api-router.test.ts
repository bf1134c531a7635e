/**
 * The protocol rules every call shares: `_method` dispatch (JSON, url-encoded, multipart first
 * part), 405 for real PUT/DELETE, Laravel-style error bodies, malformed JSON, unknown routes,
 * the request language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, login } from '../test/api-client.js';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

describe('API protocol', () => {
  let upstream: TestUpstream;
  let api: ApiClient;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    api = apiClient(upstream.url);
    token = await login(api, 'demo', 'demo1234');
    userId = (await api.get('/users/self', { token })).body.id;
  });
  afterAll(() => upstream?.close());

  describe('_method dispatch', () => {
    it('serves PUT /users/{id} as POST with _method in a JSON body', async () => {
      const answer = await api.post(`/users/${userId}`, { fullName: 'Via JSON' }, { token, method: 'PUT' });
      expect(answer).toMatchObject({ status: 200, body: { fullName: 'Via JSON' } });
    });

    it('takes _method as a url-encoded form field', async () => {
      const answer = await api.form(`/users/${userId}`, { _method: 'put', fullName: 'Via form' }, { token });
      expect(answer).toMatchObject({ status: 200, body: { fullName: 'Via form' } });
    });

    it('takes _method as the first multipart part', async () => {
      const form = new FormData();
      form.append('_method', 'PUT');
      form.append('fullName', 'Via multipart');
      const answer = await api.multipart(`/users/${userId}`, form, { token });
      expect(answer).toMatchObject({ status: 200, body: { fullName: 'Via multipart' } });
    });

    it('finds _method among the fields before the first file, not only first', async () => {
      const form = new FormData();
      form.append('fullName', 'Via later field');
      form.append('_method', 'PUT');
      const answer = await api.multipart(`/users/${userId}`, form, { token });
      expect(answer).toMatchObject({ status: 200, body: { fullName: 'Via later field' } });
    });

    it('folds list fields of forms (addresses[]) into arrays', async () => {
      const body = new URLSearchParams([
        ['addresses[]', 'Block 1'],
        ['addresses[]', 'Block 2'],
        ['country', 'Kuwait'],
      ]);
      const answer = await api.raw('/users/user-data', { method: 'POST', body }, { token });
      expect(answer).toMatchObject({ status: 200, body: { addresses: ['Block 1', 'Block 2'], country: 'Kuwait' } });
    });

    it('answers 405 to a POST without the _method the path needs, or with an unknown one', async () => {
      const plain = await api.post(`/users/${userId}`, { fullName: 'No method' }, { token });
      expect(plain.status).toBe(405);
      expect(plain.headers.get('allow')).toBe('POST');
      const unknown = await api.post(`/users/${userId}`, { _method: 'PATCH', fullName: 'x' }, { token });
      expect(unknown.status).toBe(405);
      const wrongType = await api.post(`/users/${userId}`, { _method: ['PUT'], fullName: 'x' }, { token });
      expect(wrongType.status).toBe(405);
    });

    it('answers 405 to a multipart body whose _method the path does not serve, without reading the rest', async () => {
      const form = new FormData();
      form.append('_method', 'DELETE');
      form.append('fullName', 'x');
      const answer = await api.multipart(`/users/${userId}`, form, { token });
      expect(answer.status).toBe(405);
      expect((await api.get('/users/self', { token })).status).toBe(200);
    });

    it('refuses the real PUT, DELETE and PATCH verbs with 405', async () => {
      for (const method of ['PUT', 'DELETE', 'PATCH']) {
        const answer = await api.raw(
          `/users/${userId}`,
          { method, headers: { 'content-type': 'application/json' }, body: '{"fullName":"x"}' },
          { token },
        );
        expect(answer.status).toBe(405);
        expect(answer.body.message).toMatch(/_method/);
      }
    });

    it('checks authentication before the body (401 before 422)', async () => {
      const answer = await api.post(`/users/${userId}`, { email: 'bad' }, { method: 'PUT' });
      expect(answer.status).toBe(401);
    });
  });

  describe('errors', () => {
    it('answers 400 with a message for malformed JSON, never a stack', async () => {
      const answer = await api.raw('/authentication', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"userName": "demo",',
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: 'The request could not be read.',
        error: 'The request could not be read.',
      });
    });

    it('reads an empty JSON body as no fields', async () => {
      const own = await login(api, 'demo', 'demo1234');
      const answer = await api.raw(
        '/authentication/logout',
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        { token: own },
      );
      expect(answer.status).toBe(200);
    });

    it('refuses prototype poisoning in JSON', async () => {
      const answer = await api.raw('/authentication', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"userName":"demo","password":"x","__proto__":{"admin":true}}',
      });
      expect(answer.status).toBe(400);
    });

    it('answers 422 when the body is not an object', async () => {
      const answer = await api.raw('/authentication', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '[1, 2]',
      });
      expect(answer).toMatchObject({ status: 422, body: { errors: { body: ['validation.invalid'] } } });
    });

    it('answers 404 with a message for unknown routes, in the request language', async () => {
      expect(await api.get('/no/such/route')).toMatchObject({ status: 404, body: { message: '404 Not Found' } });
      const ar = await api.get('/no/such/route', { lang: 'ar-KW,ar;q=0.9,en;q=0.8' });
      expect(ar.body.message).toBe('404 الصفحة غير موجودة');
      const outside = await upstream.app.inject({ method: 'GET', url: '/nothing-here' });
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toHaveProperty('message');
    });

    it('words validation errors in Arabic when asked, keeping the message keys', async () => {
      const answer = await api.post('/authentication', { userName: 'demo' }, { lang: 'ar' });
      expect(answer).toMatchObject({
        status: 422,
        body: { message: 'هذا الحقل مطلوب.', errors: { password: ['validation.required'] } },
      });
    });

    it('answers 415 for a body type the API does not read', async () => {
      const answer = await api.raw('/authentication', {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        body: '<userName>demo</userName>',
      });
      expect(answer.status).toBe(415);
      expect(typeof answer.body.message).toBe('string');
    });
  });

  describe('health and outbox', () => {
    it('GET /health answers ok once migrated and seeded', async () => {
      const response = await fetch(`${upstream.origin}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    });

    it('GET /dev/outbox lists messages newest first, for everyone or one recipient', async () => {
      await api.get('/authentication/message?mobile=50000002');
      await api.get('/authentication/message?mobile=50000002');
      const [newest, older] = await upstream.readOutbox('50000002');
      expect(newest?.id).toBeGreaterThan(older?.id ?? Number.POSITIVE_INFINITY);
      expect(newest).toMatchObject({ channel: 'sms', to: '50000002', subject: null, token: null });
      expect(new Date(newest?.createdAt ?? '').getTime()).not.toBeNaN();
      const all = (await (await fetch(`${upstream.origin}/dev/outbox`)).json()) as { messages: unknown[] };
      expect(all.messages.length).toBeGreaterThanOrEqual(2);
    });
  });
});
