/**
 * /media/* against the reference API's seeded pictures: originals streamed untouched, and
 * `?w=` answers scaled down as WebP for srcset, with bad widths refused.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness.js';

const WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/** supertest's binary parser: the body as one Buffer whatever the content type. */
const binary = (response: unknown, done: (err: Error | null, body: Buffer) => void) => {
  const res = response as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The BFF path of a media URL (without PUBLIC_URL the answers name the upstream's storage). */
const mediaPathOf = (url: string) => new URL(url, 'http://x').pathname.replace(/^\/(storage|media)\//, '/media/');

describe('/media pictures', () => {
  let h: Harness;
  let bannerPath: string;
  let bannerWidth: number;
  let thumbnailPath: string;
  let svgPath: string;

  beforeAll(async () => {
    h = await startHarness();
    const home = await h.http.get('/bff/home').expect(200);
    const banner = home.body.banners.horizontal[0];
    bannerPath = mediaPathOf(banner.primaryImage.url);
    bannerWidth = banner.primaryImage.width;
    thumbnailPath = mediaPathOf(home.body.popularCategories[0].products[0].image.thumbnailUrl);
    const categories = await h.http.get('/bff/bootstrap').expect(200);
    svgPath = mediaPathOf(categories.body.categories[0].primaryImage.thumbnailUrl);
  });
  afterAll(async () => h?.close());

  const get = (path: string, accept = WEBP) => h.http.get(path).set('accept', accept).buffer(true).parse(binary);

  it('streams the original untouched without ?w', async () => {
    const res = await get(bannerPath).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await sharp(res.body).metadata()).width).toBe(bannerWidth);
  });

  it('scales a picture down to the width asked for, as WebP, and keeps it for the next reader', async () => {
    const original = await get(bannerPath).expect(200);
    const res = await get(`${bannerPath}?w=480`).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toBe('Accept');
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.body).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(480);
    expect(res.body.length).toBeLessThan(original.body.length / 3);

    const again = await get(`${bannerPath}?w=480`).expect(200);
    expect(Buffer.compare(again.body, res.body)).toBe(0);
    expect(again.headers.etag).toBe(res.headers.etag);
    await h.http
      .get(`${bannerPath}?w=480`)
      .set('accept', WEBP)
      .set('if-none-match', String(res.headers.etag))
      .expect(304);
  });

  it('never enlarges a picture narrower than the width asked for', async () => {
    const res = await get(`${thumbnailPath}?w=1280`).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.body).metadata()).width).toBe(160);
  });

  it('sends the original to a client that does not take WebP, and pictures that are not raster', async () => {
    const png = await get(`${bannerPath}?w=320`, 'image/png').expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers.vary).toBe('Accept');
    const svg = await get(`${svgPath}?w=160`).expect(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // An uploaded SVG opened on its own runs nothing: the storage's sandbox policy holds here too.
    for (const res of [svg, await get(svgPath).expect(200)])
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it('refuses widths that are not offered, in the catalogue shape', async () => {
    for (const w of ['333', 'abc', '-320', '320.5', '']) {
      const res = await h.http.get(`${bannerPath}?w=${w}`).expect(400);
      expect(res.body.error).toMatchObject({ code: 'bad_request' });
    }
  });

  it('answers 404 for a picture that does not exist, with or without a width', async () => {
    await h.http.get('/media/seed/banners/nothing-here.png').expect(404);
    const res = await h.http.get('/media/seed/banners/nothing-here.png?w=320').set('accept', WEBP).expect(404);
    expect(res.body.error).toMatchObject({ code: 'not_found' });
  });
});
