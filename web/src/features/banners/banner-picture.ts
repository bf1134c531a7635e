/**
 * A chosen picture checked in the browser before it is uploaded, for the same reasons the API
 * would refuse it: its format (by type, then by what the browser can decode) and its shape for the
 * placement (contracts' banner rules).
 */
import { BANNER_IMAGE_MAX_BYTES, type BannerType, bannerPictureFits, type MessageKey } from '@badal/contracts';

export interface PictureSize {
  width: number;
  height: number;
}

const TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** The picture's size in pixels, or null when the browser cannot decode it. */
export const readPictureSize = (file: Blob): Promise<PictureSize | null> =>
  new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });

/** Why this picture cannot be this placement's banner, or null when it can. */
export const pictureProblem = (
  file: Pick<File, 'type' | 'size'>,
  size: PictureSize | null,
  type: BannerType,
): MessageKey | null => {
  if (!TYPES.has(file.type) || !size) return 'validation.fileType';
  if (file.size > BANNER_IMAGE_MAX_BYTES) return 'error.payloadTooLarge';
  return bannerPictureFits(type, size) ? null : 'error.bannerDimensions';
};
