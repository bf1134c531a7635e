/**
 * The streaming PNG thumbnail: sizes, colours averaged right for every colour type and bit depth a
 * PNG may use, transparency on white, and null (use the original) for what it does not decode.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../seed/media/png.js';
import { pngSize } from './image-size.js';
import { fitInside, pngThumbnail } from './png-thumbnail.js';

/** A PNG from raw scanlines (each row: filter byte + samples), with extra chunks before IDAT. */
const rawPng = (
  width: number,
  height: number,
  depth: number,
  colorType: number,
  rows: number[][],
  extra: [string, number[]][] = [],
  interlace = 0,
): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = colorType;
  header[12] = interlace;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...extra.map(([type, data]) => chunk(type, Buffer.from(data))),
    chunk('IDAT', deflateSync(Buffer.from(rows.flat()))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The thumbnail's pixels (it is written as 8-bit RGB with the Sub filter by the seed's encoder). */
const pixels = async (png: Buffer): Promise<number[][]> => {
  const { inflateSync } = await import('node:zlib');
  const { width, height } = pngSize(png) ?? { width: 0, height: 0 };
  const idat = png.subarray(33 + 8, png.length - 12 - 4);
  const raw = inflateSync(idat);
  const out: number[][] = [];
  for (let y = 0; y < height; y++) {
    const row = raw.subarray(y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1));
    const rgb = Array.from(row);
    for (let i = 3; i < rgb.length; i++) rgb[i] = ((rgb[i] as number) + (rgb[i - 3] as number)) & 0xff;
    for (let x = 0; x < width; x++) out.push(rgb.slice(x * 3, x * 3 + 3));
  }
  return out;
};

describe('png thumbnails', () => {
  it('fits a picture inside a box, never enlarging it', () => {
    expect(fitInside({ width: 800, height: 600 }, { width: 400, height: 400 })).toEqual({ width: 400, height: 300 });
    expect(fitInside({ width: 600, height: 1200 }, { width: 400, height: 400 })).toEqual({ width: 200, height: 400 });
    expect(fitInside({ width: 300, height: 200 }, { width: 400, height: 400 })).toEqual({ width: 300, height: 200 });
    expect(fitInside({ width: 5000, height: 1 }, { width: 400, height: 400 })).toEqual({ width: 400, height: 1 });
  });

  it('averages an RGB picture down (the seed encoder writes the Sub filter)', async () => {
    // Left half red, right half blue, 8 × 4 → 2 × 1.
    const rgb = new Uint8Array(8 * 4 * 3);
    for (let i = 0; i < 32; i++) rgb.set(i % 8 < 4 ? [255, 0, 0] : [0, 0, 255], i * 3);
    const thumb = await pngThumbnail(await encodePng(8, 4, rgb), { width: 2, height: 2 });
    expect(thumb?.size).toEqual({ width: 2, height: 1 });
    expect(await pixels(thumb?.data as Buffer)).toEqual([
      [255, 0, 0],
      [0, 0, 255],
    ]);
  });

  it('reads every filter type (none, sub, up, average, paeth)', async () => {
    // 2 × 5 grey rows, each decoding to [100, 200] through a different filter.
    const rows = [
      [0, 100, 200], // none
      [1, 100, 100], // sub: 100, 100 + 100
      [2, 0, 0], // up: the row above
      [3, 50, 50], // average: 50 + (0 + 100) / 2 = 100; 50 + (100 + 200) / 2 = 200
      [4, 0, 0], // paeth: the row above is the nearest prediction
    ];
    const thumb = await pngThumbnail(rawPng(2, 5, 8, 0, rows), { width: 1, height: 1 });
    expect(await pixels(thumb?.data as Buffer)).toEqual([[150, 150, 150]]);
  });

  it('reads palettes with transparency (on white), low bit depths and 16-bit samples', async () => {
    // Palette 2-bit: index 0 red, 1 transparent; one row of 4 pixels: 0, 1, 0, 1 → 2 × 1.
    const palette = await pngThumbnail(
      rawPng(
        4,
        1,
        2,
        3,
        [[0, 0b00010001]],
        [
          ['PLTE', [255, 0, 0, 0, 0, 0]],
          ['tRNS', [255, 0]],
        ],
      ),
      { width: 2, height: 1 },
    );
    expect(await pixels(palette?.data as Buffer)).toEqual([
      [255, 128, 128],
      [255, 128, 128],
    ]);
    // Grey 1-bit: black, white, black, white → mid grey.
    const bits = await pngThumbnail(rawPng(4, 1, 1, 0, [[0, 0b01010000]]), { width: 1, height: 1 });
    expect(await pixels(bits?.data as Buffer)).toEqual([[128, 128, 128]]);
    // RGBA 16-bit: one opaque green pixel and one fully transparent → averaged with white.
    const deep = await pngThumbnail(
      rawPng(2, 1, 16, 6, [[0, 0, 0, 255, 255, 0, 0, 255, 255, 9, 9, 9, 9, 9, 9, 0, 0]]),
      { width: 1, height: 1 },
    );
    expect(await pixels(deep?.data as Buffer)).toEqual([[128, 255, 128]]);
    // RGBA 8-bit: opaque blue, and black at half opacity over white (127).
    const half = await pngThumbnail(rawPng(2, 1, 8, 6, [[0, 0, 0, 255, 255, 0, 0, 0, 128]]), { width: 1, height: 1 });
    expect(await pixels(half?.data as Buffer)).toEqual([[64, 64, 191]]);
  });

  it('gives null for what it does not decode: small enough already, interlaced, damaged, not a PNG', async () => {
    const small = await encodePng(4, 4, new Uint8Array(48));
    expect(await pngThumbnail(small, { width: 4, height: 4 })).toBeNull();
    expect(await pngThumbnail(rawPng(4, 1, 8, 0, [[0, 1, 2, 3, 4]], [], 1), { width: 1, height: 1 })).toBeNull();
    expect(await pngThumbnail(rawPng(4, 2, 8, 0, [[0, 1, 2, 3, 4]]), { width: 1, height: 1 })).toBeNull();
    expect(await pngThumbnail(rawPng(2, 1, 8, 0, [[7, 1, 2]]), { width: 1, height: 1 })).toBeNull();
    expect(await pngThumbnail(small.subarray(0, 40), { width: 1, height: 1 })).toBeNull();
    expect(await pngThumbnail(Buffer.from('not a png at all'), { width: 1, height: 1 })).toBeNull();
    // A header promising more pixels than anyone uploads is not decoded.
    expect(await pngThumbnail(rawPng(20_000, 20_000, 8, 2, [[0]]), { width: 1, height: 1 })).toBeNull();
  });
});
