import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { halve, renderScene, SHAPES, type ShapeName, scenePng } from './artwork.js';
import { encodePng, pngSize } from './png.js';

/** Decodes what encodePng writes (8-bit RGB, Sub-filtered rows), checking every chunk's CRC. */
const decode = (png: Buffer) => {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    chunks.push({ type, data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]?.data as Buffer;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const raw = inflateSync(chunks[1]?.data as Buffer);
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(1);
    for (let x = 0; x < stride; x++) {
      const left = x >= 3 ? (pixels[y * stride + x - 3] as number) : 0;
      pixels[y * stride + x] = ((raw[y * (stride + 1) + 1 + x] as number) + left) & 0xff;
    }
  }
  return { width, height, pixels };
};

describe('PNG encoder', () => {
  it('writes pixels a decoder reads back exactly', async () => {
    const rgb = Uint8Array.from({ length: 5 * 3 * 3 }, (_, i) => (i * 37) % 256);
    const png = await encodePng(5, 3, rgb);
    expect(decode(png)).toEqual({ width: 5, height: 3, pixels: rgb });
    expect(pngSize(png)).toEqual({ width: 5, height: 3 });
  });

  it('refuses a pixel buffer of the wrong size', async () => {
    await expect(encodePng(2, 2, new Uint8Array(5))).rejects.toThrow(/expected 12 bytes/);
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

  it('halves a picture by averaging 2 × 2 blocks', () => {
    const pixels = Uint8Array.from([0, 0, 0, 255, 255, 255, 100, 100, 100, 100, 100, 100]);
    expect([...halve(pixels, 2, 2)]).toEqual([114, 114, 114]);
  });

  it('encodes a scene as a PNG of its size', async () => {
    expect(pngSize(await scenePng({ ...scene('car'), width: 320, height: 240 }))).toEqual({ width: 320, height: 240 });
  });
});
