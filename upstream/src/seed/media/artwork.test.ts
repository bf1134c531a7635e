import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderScene, SHAPES, type ShapeName, scenePng } from './artwork.js';
import { encodePng } from './png.js';

describe('seed pictures as PNG files', () => {
  it('encodes drawn pixels at their size, or scaled', async () => {
    const rgb = Uint8Array.from({ length: 4 * 2 * 3 }, (_, i) => (i * 29) % 256);
    const png = await encodePng({ width: 4, height: 2 }, rgb);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 4, height: 2, channels: 3 });
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([...rgb]);
    const half = await encodePng({ width: 4, height: 2 }, rgb, { width: 2, height: 1 });
    expect(await sharp(half).metadata()).toMatchObject({ width: 2, height: 1 });
  });

  it('refuses pixels that do not fill the size', async () => {
    await expect(encodePng({ width: 2, height: 2 }, new Uint8Array(5))).rejects.toThrow(/expected 12 bytes/);
  });
});

describe('artwork', () => {
  const scene = (shape: ShapeName) => ({
    width: 64,
    height: 48,
    from: '#000000',
    to: '#0000ff',
    shapes: [{ shape, x: 0.5, y: 0.5, size: 0.4, colour: '#ffffff', alpha: 1 }],
  });

  it('draws every shape white on the gradient, centred, inside its square', () => {
    for (const shape of Object.keys(SHAPES) as ShapeName[]) {
      const pixels = renderScene(scene(shape));
      const at = (x: number, y: number) => [...pixels.subarray((y * 64 + x) * 3, (y * 64 + x) * 3 + 3)];
      const white = Array.from({ length: 64 * 48 }, (_, i) => pixels[i * 3] === 255).filter(Boolean).length;
      expect(white, shape).toBeGreaterThan(60);
      // Corners keep the gradient: black at the top left, blue at the bottom right.
      expect(at(0, 0), shape).toEqual([0, 0, 0]);
      expect(at(63, 47), shape).toEqual([0, 0, 255]);
    }
  });

  it('draws shapes the right way up (y points up in the unit square)', () => {
    expect(SHAPES.house(0, 0.85)).toBeLessThan(0); // the roof's apex
    expect(SHAPES.house(0.7, 0.85)).toBeGreaterThan(0);
    expect(SHAPES.house(0.7, -0.8)).toBeLessThan(0); // the walls
    expect(SHAPES.person(0, 0.4)).toBeLessThan(0); // the head on top
    expect(SHAPES.person(0.7, 0.4)).toBeGreaterThan(0);
    expect(SHAPES.car(-0.55, -0.5)).toBeLessThan(0); // a wheel below
    expect(SHAPES.car(-0.85, 0.5)).toBeGreaterThan(0);
  });

  it('encodes a scene as a PNG of its size', async () => {
    const png = await scenePng({ ...scene('car'), width: 320, height: 240 });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 320, height: 240 });
  });
});
