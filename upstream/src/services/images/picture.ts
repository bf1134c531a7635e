/**
 * Reading and scaling uploaded pictures with sharp (libvips): the size a picture shows at (its
 * EXIF orientation applied) and a thumbnail that fits a box, for every format the API accepts
 * (PNG, JPEG, WebP, GIF). A file that does not decode is not a picture, whatever its first bytes
 * promised.
 */
import type { FileFormat } from '@badal/contracts';
import sharp, { type FormatEnum } from 'sharp';

export interface PictureSize {
  width: number;
  height: number;
}

/** Pictures larger than this are not decoded (a hostile header could promise billions of pixels). */
const MAX_PIXELS = 120_000_000;

// Each upload is read once: libvips's cache of decoded images would only hold memory.
sharp.cache(false);

const open = (data: Buffer) => sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' });

/** The size a picture is shown at, or null when it does not decode. */
export const pictureSize = async (data: Buffer): Promise<PictureSize | null> => {
  try {
    const { autoOrient } = await open(data).metadata();
    return autoOrient.width > 0 && autoOrient.height > 0
      ? { width: autoOrient.width, height: autoOrient.height }
      : null;
  } catch {
    return null;
  }
};

/** Thumbnails are written in the picture's own format; GIFs keep their first frame. */
const OUTPUT: Readonly<Record<string, keyof FormatEnum>> = { png: 'png', jpg: 'jpeg', webp: 'webp', gif: 'gif' };

/**
 * A copy scaled down to fit `box` (upright, in the picture's format), or null when the picture
 * already fits: it is then its own thumbnail.
 */
export const thumbnailOf = async (
  data: Buffer,
  format: FileFormat,
  size: PictureSize,
  box: PictureSize,
): Promise<Buffer | null> => {
  if (size.width <= box.width && size.height <= box.height) return null;
  const output = OUTPUT[format.ext];
  if (!output) return null;
  return open(data)
    .autoOrient()
    .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
    .toFormat(output)
    .toBuffer();
};
