import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLocale } from './locale.js';

describe("the API's request language", () => {
  const app = Fastify();
  beforeAll(async () => {
    app.get('/', async (request) => requestLocale(request));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['AR-kw', 'ar'],
    ['en-US,en;q=0.9', 'en'],
    ['fr, ar;q=0.8, en;q=0.5', 'ar'],
    ['en;q=0.2, ar;q=0.9', 'ar'],
    ['de, fr', 'en'],
    ['ar;q=0', 'en'],
    ['arz', 'en'],
    ['en;q=0, *', 'ar'],
  ])('%j → %s', async (header, expected) => {
    const res = await app.inject({
      method: 'GET',
      url: '/',
      headers: header === undefined ? {} : { 'accept-language': header },
    });
    expect(res.body).toBe(expected);
  });
});
