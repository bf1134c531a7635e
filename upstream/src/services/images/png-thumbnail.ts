/**
 * A thumbnail of an uploaded PNG without an image library: the picture is inflated as a stream and
 * each row, once unfiltered, is added into a box filter of the thumbnail's size, so memory stays at
 * two rows plus the thumbnail whatever the upload's size. The result is written by the seed's PNG
 * encoder. Interlaced or damaged files give null: the caller then uses the original.
 */
import { createInflate } from 'node:zlib';
import { encodePng } from '../../seed/media/png.js';
import type { ImageSize } from './image-size.js';

interface Header {
  width: number;
  height: number;
  depth: number;
  colorType: number;
  interlaced: boolean;
}

interface Chunks {
  header: Header;
  palette: Uint8Array | null;
  /** Palette alpha (tRNS); colour-keyed transparency of grey/RGB images is ignored. */
  paletteAlpha: Uint8Array | null;
  data: Buffer[];
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel by colour type: grey, RGB, palette, grey + alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
/** Pictures larger than this are not decoded (a hostile header could promise billions of pixels). */
const MAX_PIXELS = 120_000_000;

const readChunks = (png: Buffer): Chunks | null => {
  if (png.length < 8 || !png.subarray(0, 8).equals(SIGNATURE)) return null;
  let header: Header | null = null;
  let palette: Uint8Array | null = null;
  let paletteAlpha: Uint8Array | null = null;
  const data: Buffer[] = [];
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const start = offset + 8;
    const end = start + length;
    if (end > png.length) return null;
    const body = png.subarray(start, end);
    if (type === 'IHDR' && body.length >= 13) {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8] as number,
        colorType: body[9] as number,
        interlaced: body[12] !== 0,
      };
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') paletteAlpha = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset = end + 4;
  }
  return header && data.length > 0 ? { header, palette, paletteAlpha, data } : null;
};

const unfilter = (filter: number, row: Uint8Array, previous: Uint8Array, bpp: number): void => {
  const n = row.length;
  switch (filter) {
    case 0:
      return;
    case 1:
      for (let i = bpp; i < n; i++) row[i] = (row[i] as number) + (row[i - bpp] as number);
      return;
    case 2:
      for (let i = 0; i < n; i++) row[i] = (row[i] as number) + (previous[i] as number);
      return;
    case 3:
      for (let i = 0; i < n; i++) {
        const left = i >= bpp ? (row[i - bpp] as number) : 0;
        row[i] = (row[i] as number) + ((left + (previous[i] as number)) >> 1);
      }
      return;
    case 4:
      for (let i = 0; i < n; i++) {
        const a = i >= bpp ? (row[i - bpp] as number) : 0;
        const b = previous[i] as number;
        const c = i >= bpp ? (previous[i - bpp] as number) : 0;
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        row[i] = (row[i] as number) + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      return;
    default:
      throw new Error(`unknown PNG filter ${filter}`);
  }
};

/** The thumbnail's size: the picture scaled down to fit the box, never up. */
export const fitInside = (size: ImageSize, box: ImageSize): ImageSize => {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
};

/**
 * The picture scaled to fit `box` as an 8-bit RGB PNG (transparent parts on white), or null when
 * it already fits, or cannot be decoded here.
 */
export const pngThumbnail = async (png: Buffer, box: ImageSize): Promise<{ data: Buffer; size: ImageSize } | null> => {
  const chunks = readChunks(png);
  if (!chunks) return null;
  const { width, height, depth, colorType, interlaced } = chunks.header;
  const channels = CHANNELS[colorType];
  if (!channels || !DEPTHS[colorType]?.includes(depth) || interlaced) return null;
  if (width === 0 || height === 0 || width * height > MAX_PIXELS) return null;
  if (colorType === 3 && !chunks.palette) return null;
  const target = fitInside({ width, height }, box);
  if (target.width === width && target.height === height) return null;

  const bitsPerPixel = channels * depth;
  const rowBytes = Math.ceil((width * bitsPerPixel) / 8);
  const bpp = Math.max(1, bitsPerPixel >> 3);
  const sums = new Float64Array(target.width * target.height * 3);
  const counts = new Uint32Array(target.width * target.height);
  const column = Int32Array.from({ length: width }, (_, x) => Math.floor((x * target.width) / width));
  const maxSample = (1 << Math.min(depth, 8)) - 1;
  const palette = chunks.palette ?? new Uint8Array(0);
  const alphaOf = chunks.paletteAlpha;

  let previous = new Uint8Array(rowBytes);
  let current = new Uint8Array(rowBytes);
  let y = 0;

  /** Reads sample `index` of a row (8-bit scale; 16-bit samples keep their high byte). */
  const sample = (row: Uint8Array, index: number): number => {
    if (depth === 8) return row[index] as number;
    if (depth === 16) return row[index * 2] as number;
    const bit = index * depth;
    return ((row[bit >> 3] as number) >> (8 - depth - (bit & 7))) & maxSample;
  };

  /** The common case (8-bit RGB or RGBA) without per-sample calls: most uploads are these. */
  const addTrueColourRow = (row: Uint8Array, base: number) => {
    for (let x = 0, i = 0; x < width; x++, i += channels) {
      const k = (base + (column[x] as number)) * 3;
      const a = channels === 4 ? (row[i + 3] as number) : 255;
      if (a === 255) {
        sums[k] = (sums[k] as number) + (row[i] as number);
        sums[k + 1] = (sums[k + 1] as number) + (row[i + 1] as number);
        sums[k + 2] = (sums[k + 2] as number) + (row[i + 2] as number);
      } else {
        const white = 255 - a;
        sums[k] = (sums[k] as number) + ((row[i] as number) * a + 255 * white) / 255;
        sums[k + 1] = (sums[k + 1] as number) + ((row[i + 1] as number) * a + 255 * white) / 255;
        sums[k + 2] = (sums[k + 2] as number) + ((row[i + 2] as number) * a + 255 * white) / 255;
      }
      counts[k / 3] = (counts[k / 3] as number) + 1;
    }
  };

  const addRow = (row: Uint8Array) => {
    const base = Math.floor((y * target.height) / height) * target.width;
    if (depth === 8 && (colorType === 2 || colorType === 6)) {
      addTrueColourRow(row, base);
      return;
    }
    for (let x = 0; x < width; x++) {
      let r: number;
      let g: number;
      let b: number;
      let a = 255;
      if (colorType === 3) {
        const index = sample(row, x);
        r = palette[index * 3] ?? 0;
        g = palette[index * 3 + 1] ?? 0;
        b = palette[index * 3 + 2] ?? 0;
        if (alphaOf && index < alphaOf.length) a = alphaOf[index] as number;
      } else {
        const first = x * channels;
        const scale = depth < 8 ? 255 / maxSample : 1;
        r = sample(row, first) * scale;
        if (channels >= 3) {
          g = sample(row, first + 1);
          b = sample(row, first + 2);
        } else {
          g = r;
          b = r;
        }
        if (channels === 2 || channels === 4) a = sample(row, first + channels - 1);
      }
      const cell = base + (column[x] as number);
      const k = cell * 3;
      // Composited over white, as a page background would show it.
      const white = 255 - a;
      sums[k] = (sums[k] as number) + (r * a + 255 * white) / 255;
      sums[k + 1] = (sums[k + 1] as number) + (g * a + 255 * white) / 255;
      sums[k + 2] = (sums[k + 2] as number) + (b * a + 255 * white) / 255;
      counts[cell] = (counts[cell] as number) + 1;
    }
  };

  try {
    const inflate = createInflate();
    // Each row is its filter byte then rowBytes bytes; rows arrive split across inflated chunks.
    let filter = -1;
    let filled = 0;
    const reading = (async () => {
      for await (const chunk of inflate as AsyncIterable<Buffer>) {
        let offset = 0;
        while (offset < chunk.length && y < height) {
          if (filter < 0) {
            filter = chunk[offset++] as number;
            continue;
          }
          const take = Math.min(rowBytes - filled, chunk.length - offset);
          current.set(chunk.subarray(offset, offset + take), filled);
          filled += take;
          offset += take;
          if (filled === rowBytes) {
            unfilter(filter, current, previous, bpp);
            addRow(current);
            [previous, current] = [current, previous];
            filter = -1;
            filled = 0;
            y++;
          }
        }
      }
    })();
    for (const part of chunks.data) inflate.write(part);
    inflate.end();
    await reading;
  } catch {
    return null;
  }
  if (y < height) return null;

  const rgb = new Uint8Array(target.width * target.height * 3);
  for (let cell = 0; cell < counts.length; cell++) {
    const n = counts[cell] || 1;
    for (let c = 0; c < 3; c++) rgb[cell * 3 + c] = Math.round((sums[cell * 3 + c] as number) / n);
  }
  return { data: await encodePng(target.width, target.height, rgb), size: target };
};
