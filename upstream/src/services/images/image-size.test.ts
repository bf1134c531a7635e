import { describe, expect, it } from 'vitest';
import { gradientPng, jpegHeader, PNG_1PX } from '../../test-support.js';
import { jpegSize, pngSize } from './image-size.js';

describe('image sizes from headers', () => {
  it('reads a PNG’s IHDR', async () => {
    expect(pngSize(PNG_1PX)).toEqual({ width: 1, height: 1 });
    expect(pngSize(await gradientPng(320, 240))).toEqual({ width: 320, height: 240 });
    expect(pngSize(Buffer.from('nope'))).toBeNull();
  });

  it("reads a JPEG's start-of-frame past other segments, and gives up on anything else", () => {
    expect(jpegSize(jpegHeader(4032, 3024))).toEqual({ width: 4032, height: 3024 });
    // A progressive frame (C2) after an EXIF segment.
    const exif = [0xff, 0xe1, 0x00, 0x08, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00];
    const progressive = Buffer.from([
      0xff,
      0xd8,
      ...exif,
      0xff,
      0xc2,
      0x00,
      0x0b,
      0x08,
      0x01,
      0xe0,
      0x02,
      0x80,
      0x01,
      0x01,
      0x11,
      0x00,
      0xff,
      0xd9,
    ]);
    expect(jpegSize(progressive)).toEqual({ width: 640, height: 480 });
    // Huffman tables (C4) are not a frame; a scan before any frame means no size.
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xc4, 0x00, 0x02, 0xff, 0xda, 0x00, 0x02]))).toBeNull();
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0x00, 0x00]))).toBeNull();
    expect(jpegSize(PNG_1PX)).toBeNull();
  });
});
