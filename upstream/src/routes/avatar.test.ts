/** POST /users/add-image: format by magic bytes (not by name or declared type), size limit, serving. */
import { selfUserSchema } from '@badal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, login, PNG_1PX } from '../test/api-client.js';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

const upload = (name: string, data: Uint8Array, type: string, field = 'image') => {
  const form = new FormData();
  form.append(field, new Blob([data], { type }), name);
  return form;
};

describe('POST /users/add-image', () => {
  let upstream: TestUpstream;
  let api: ApiClient;
  let token: string;

  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    api = apiClient(upstream.url);
    token = await login(api, 'seller', 'seller1234');
  });
  afterAll(() => upstream?.close());

  it('stores a PNG sent with a lying .jpg name as the PNG it is, and serves it with long caching', async () => {
    const answer = await api.multipart('/users/add-image', upload('holiday.jpg', PNG_1PX, 'image/jpeg'), { token });
    expect(answer.status).toBe(200);
    const self = selfUserSchema.parse(answer.body);
    const port = new URL(upstream.origin).port;
    expect(self.image?.url).toMatch(new RegExp(`^http://localhost:${port}/storage/avatars/\\d+-[0-9a-f]{16}\\.png$`));
    const path = new URL(self.image?.url ?? '').pathname;
    const served = await fetch(`${upstream.origin}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX)).toBe(true);
    expect((await api.get('/users/self', { token })).body.image).toEqual(self.image);
  });

  it('replaces the previous picture and removes its file', async () => {
    const before = (await api.get('/users/self', { token })).body.image.url as string;
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const answer = await api.multipart('/users/add-image', upload('me.png', jpeg, 'image/png'), { token });
    expect(answer.body.image.url).toMatch(/\.jpg$/);
    expect((await fetch(`${upstream.origin}${new URL(before).pathname}`)).status).toBe(404);
  });

  it('refuses a file whose bytes are not png, jpeg or webp, whatever its name says', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const answer = await api.multipart('/users/add-image', upload('avatar.png', html, 'image/png'), { token });
    expect(answer).toMatchObject({ status: 422, body: { errors: { image: ['validation.fileType'] } } });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    const gifAnswer = await api.multipart('/users/add-image', upload('a.gif', gif, 'image/gif'), { token });
    expect(gifAnswer.status).toBe(422);
  });

  it('accepts webp', async () => {
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
    const answer = await api.multipart('/users/add-image', upload('a.webp', webp, 'image/webp'), { token });
    expect(answer.status).toBe(200);
    expect(answer.body.image.url).toMatch(/\.webp$/);
  });

  it('requires the image field', async () => {
    const form = new FormData();
    form.append('other', 'value');
    const answer = await api.multipart('/users/add-image', form, { token });
    expect(answer).toMatchObject({ status: 422, body: { errors: { image: ['validation.file'] } } });
    const json = await api.post('/users/add-image', {}, { token });
    expect(json).toMatchObject({ status: 422, body: { errors: { image: ['validation.file'] } } });
  });

  it('refuses files over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await api.multipart('/users/add-image', upload('big.png', big, 'image/png'), { token });
    expect(answer).toMatchObject({ status: 413, body: { errors: { image: ['error.payloadTooLarge'] } } });
  });

  it('needs a signed-in user', async () => {
    const answer = await api.multipart('/users/add-image', upload('a.png', PNG_1PX, 'image/png'));
    expect(answer.status).toBe(401);
  });
});
