import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isScalable, PictureResizer } from './picture-resizer.js';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } })
    .png()
    .toBuffer();

describe('PictureResizer', () => {
  it('makes a picture once for readers asking at the same time, then serves it from memory', async () => {
    const resizer = new PictureResizer(1024 * 1024);
    const original = await png(1000, 500);
    let loads = 0;
    const load = async () => {
      loads++;
      return original;
    };
    const [a, b] = await Promise.all([resizer.get('x.png', 320, load), resizer.get('x.png', 320, load)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(a).toMatchObject({ contentType: 'image/webp', width: 320, height: 160 });
    await resizer.get('x.png', 320, load);
    expect(loads).toBe(1);
    // Another width is another picture.
    await resizer.get('x.png', 640, load);
    expect(loads).toBe(2);
  });

  it('keeps no more than its byte budget, dropping the least recently used', async () => {
    const original = await png(1000, 500);
    const one = (await new PictureResizer(1024 * 1024).get('probe', 640, async () => original))?.body.length ?? 0;
    const resizer = new PictureResizer(one * 2 + 1);
    for (const name of ['a', 'b', 'c']) await resizer.get(name, 640, async () => original);
    expect(resizer.size.pictures).toBe(2);
    expect(resizer.size.bytes).toBeLessThanOrEqual(one * 2 + 1);
  });

  it('keeps nothing for a file its loader declines, and lets a failed load be tried again', async () => {
    const resizer = new PictureResizer(1024 * 1024);
    expect(await resizer.get('icon.svg', 160, async () => null)).toBeNull();
    expect(resizer.size.pictures).toBe(0);
    await expect(resizer.get('broken.png', 160, async () => Buffer.from('not a picture'))).rejects.toThrow();
    const fixed = await resizer.get('broken.png', 160, async () => png(400, 300));
    expect(fixed?.width).toBe(160);
  });

  it('scales PNG, JPEG and WebP only', () => {
    expect(isScalable('image/png')).toBe(true);
    expect(isScalable('image/jpeg; charset=binary')).toBe(true);
    expect(isScalable('image/webp')).toBe(true);
    expect(isScalable('image/svg+xml')).toBe(false);
    expect(isScalable('image/gif')).toBe(false);
    expect(isScalable(undefined)).toBe(false);
  });
});
