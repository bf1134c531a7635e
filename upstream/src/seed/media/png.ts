/**
 * A minimal PNG encoder (8-bit RGB, no interlace) on node:zlib, so the seed draws real image files
 * without an image library. Each row uses the "Sub" filter, which suits the smooth gradients the
 * seed draws and keeps the files small.
 */
import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/**
 * `rgb` holds width × height pixels, 3 bytes each, row by row. Compression runs on libuv's thread
 * pool, so a caller drawing the next picture meanwhile uses another core.
 */
export const encodePng = async (width: number, height: number, rgb: Uint8Array): Promise<Buffer> => {
  if (rgb.length !== width * height * 3) throw new Error(`expected ${width * height * 3} bytes, got ${rgb.length}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const stride = width * 3;
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1) + 1;
    const row = y * stride;
    filtered[out - 1] = 1; // Sub: each byte minus the same channel of the pixel to its left
    for (let x = 0; x < 3 && x < stride; x++) filtered[out + x] = rgb[row + x] as number;
    // Storing into a Uint8Array wraps modulo 256, which is the filter's arithmetic.
    for (let x = 3; x < stride; x++) filtered[out + x] = (rgb[row + x] as number) - (rgb[row + x - 3] as number);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', await deflateAsync(filtered, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Width and height from a PNG's header (for tests and checks). */
export const pngSize = (png: Uint8Array): { width: number; height: number } => {
  const view = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (!view.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
};
