/**
 * What a placed banner must be (spec §5, §9): its picture's shape per placement, the days it may
 * run and how far ahead it may start. One definition, so the browser refuses a picture before it
 * is uploaded for exactly the reasons the API would.
 *
 * The spec's horizontal example, 1225 × 250, is 4.9 : 1 while its ratio is 9 : 2 (4.5 : 1); a
 * tolerance of 10 % around the ratio accepts both, and still refuses a square or a 3 : 1 picture.
 * Double banners (type 4) are 2 : 1, as the home page draws them. A minimum size keeps a banner
 * sharp on a desktop.
 */
import { BannerRatio } from './constants.js';
import type { BannerType } from './enums.js';

export interface BannerShape {
  /** Width divided by height. */
  ratio: number;
  /** The size the hint suggests. */
  example: { width: number; height: number };
  minimum: { width: number; height: number };
}

export const BANNER_SHAPES: Readonly<Record<BannerType, BannerShape>> = {
  4: { ratio: 2, example: { width: 1200, height: 600 }, minimum: { width: 600, height: 300 } },
  5: { ratio: BannerRatio.horizontal, example: { width: 1225, height: 250 }, minimum: { width: 900, height: 190 } },
  6: { ratio: BannerRatio.vertical, example: { width: 500, height: 1000 }, minimum: { width: 400, height: 760 } },
};

/** How far a picture's ratio may be from its placement's, as a fraction of it. */
export const BANNER_RATIO_TOLERANCE = 0.1;
export const BANNER_MIN_DAYS = 1;
export const BANNER_MAX_DAYS = 30;
/** A banner may be booked to start up to this many days from today. */
export const BANNER_MAX_DAYS_AHEAD = 90;
export const BANNER_IMAGE_FORMATS = ['png', 'jpg', 'jpeg', 'webp'] as const;
export const BANNER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Whether a picture of this size may be a banner of this placement. */
export const bannerPictureFits = (type: BannerType, size: { width: number; height: number }): boolean => {
  const shape = BANNER_SHAPES[type];
  if (size.width < shape.minimum.width || size.height < shape.minimum.height) return false;
  return Math.abs(size.width / size.height - shape.ratio) <= shape.ratio * BANNER_RATIO_TOLERANCE;
};
