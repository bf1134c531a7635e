import { inflateSync, crc32 as nodeCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { blankPng, crc32, tinyPng } from './png.js';

/** Splits a PNG into its chunks, checking each CRC on the way. */
const chunks = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: { type: string; data: Uint8Array; crcOk: boolean }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    const type = String.fromCharCode(...typeAndData.subarray(0, 4));
    out.push({
      type,
      data: typeAndData.subarray(4),
      crcOk: view.getUint32(at + 8 + length) === nodeCrc32(typeAndData),
    });
    at += 12 + length;
  }
  return out;
};

describe('tinyPng', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('is a valid 1 × 1 RGBA PNG', () => {
    const png = tinyPng();
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const c of parts) expect(c.crcOk, c.type).toBe(true);
    const ihdr = new DataView(parts[0]!.data.buffer, parts[0]!.data.byteOffset);
    expect([ihdr.getUint32(0), ihdr.getUint32(4), ihdr.getUint8(8), ihdr.getUint8(9)]).toEqual([1, 1, 8, 6]);
    // The zlib stream (adler32 included) inflates to one scanline: filter 0 and the pixel.
    expect([...inflateSync(parts[1]!.data)]).toEqual([0, 0x55, 0x03, 0x3e, 0xff]);
  });
});

describe('blankPng', () => {
  it('is a valid 1-bit PNG of the size asked, its data spread over several stored blocks when large', () => {
    const png = blankPng(1200, 600);
    const [ihdr, idat] = chunks(png);
    expect(chunks(png).every((c) => c.crcOk)).toBe(true);
    const view = new DataView(ihdr!.data.buffer, ihdr!.data.byteOffset);
    expect([view.getUint32(0), view.getUint32(4), ihdr!.data[8], ihdr!.data[9]]).toEqual([1200, 600, 1, 0]);
    expect(inflateSync(idat!.data)).toHaveLength((1 + 150) * 600);
  });
});
