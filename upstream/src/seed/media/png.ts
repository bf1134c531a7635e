/**
 * Drawn pixels (8-bit RGB, row by row) as PNG files, encoded by sharp (libvips) on its own
 * threads, so the seed draws the next picture meanwhile.
 */
import sharp from 'sharp';

export interface Size {
  width: number;
  height: number;
}

/** A PNG of the pixels, at their size or scaled down to `scaled` (a card's thumbnail). */
export const encodePng = async (size: Size, rgb: Uint8Array, scaled?: Size): Promise<Buffer> => {
  if (rgb.length !== size.width * size.height * 3)
    throw new Error(`expected ${size.width * size.height * 3} bytes, got ${rgb.length}`);
  const image = sharp(rgb, { raw: { width: size.width, height: size.height, channels: 3 } });
  return (scaled ? image.resize(scaled.width, scaled.height) : image).png({ compressionLevel: 6 }).toBuffer();
};
