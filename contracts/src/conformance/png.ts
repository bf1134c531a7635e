/**
 * Valid PNGs built in code — a tiny one (one opaque pixel in the theme's primary colour) and blank
 * ones of any size — so uploads send real images without reading files or depending on an image
 * library.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export const crc32 = (bytes: Uint8Array): number => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const adler32 = (bytes: Uint8Array): number => {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
};

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

const chunk = (type: string, data: number[]): number[] => {
  const body = new Uint8Array([...type].map((ch) => ch.charCodeAt(0)).concat(data));
  return [...u32(data.length), ...body, ...u32(crc32(body))];
};

/** A zlib stream holding the data in one stored (uncompressed) deflate block. */
const zlibStored = (data: number[]): number[] => {
  const len = data.length;
  const nlen = ~len & 0xffff;
  return [
    0x78,
    0x01,
    0x01,
    len & 0xff,
    len >>> 8,
    nlen & 0xff,
    nlen >>> 8,
    ...data,
    ...u32(adler32(new Uint8Array(data))),
  ];
};

/** A 1 × 1 RGBA PNG. */
export const tinyPng = (): Uint8Array => {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  // width 1, height 1, bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace
  const ihdr = [...u32(1), ...u32(1), 8, 6, 0, 0, 0];
  // one scanline: filter type 0, then #55033e fully opaque
  const scanline = [0, 0x55, 0x03, 0x3e, 0xff];
  return new Uint8Array([
    ...signature,
    ...chunk('IHDR', ihdr),
    ...chunk('IDAT', zlibStored(scanline)),
    ...chunk('IEND', []),
  ]);
};

/** Stored (uncompressed) deflate blocks of at most 65,535 bytes each, in a zlib wrapper. */
const zlibStoredBlocks = (data: Uint8Array): number[] => {
  const out = [0x78, 0x01];
  for (let start = 0; start < data.length || start === 0; start += 0xffff) {
    const block = data.subarray(start, start + 0xffff);
    const last = start + 0xffff >= data.length;
    const len = block.length;
    out.push(last ? 1 : 0, len & 0xff, len >>> 8, ~len & 0xff, (~len >>> 8) & 0xff);
    for (const byte of block) out.push(byte);
    if (last) break;
  }
  out.push(...u32(adler32(data)));
  return out;
};

/** A black 1-bit greyscale PNG of any size: a picture of a given shape (a banner) in a few kB. */
export const blankPng = (width: number, height: number): Uint8Array => {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const ihdr = [...u32(width), ...u32(height), 1, 0, 0, 0, 0];
  // Each scanline: filter type 0, then one bit per pixel, all zero.
  const pixels = new Uint8Array((1 + Math.ceil(width / 8)) * height);
  return new Uint8Array([
    ...signature,
    ...chunk('IHDR', ihdr),
    ...chunk('IDAT', zlibStoredBlocks(pixels)),
    ...chunk('IEND', []),
  ]);
};
