/**
 * Pictures in several widths: `GET /media/<path>?w=<width>` on the BFF answers the upstream's
 * picture scaled down to that width (WebP for clients that accept it), so a phone downloads the
 * pixels it shows rather than a 1225-pixel banner. Only these widths are made (srcset candidates);
 * a picture narrower than the width asked for keeps its own size.
 */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const isMediaWidth = (value: number): value is MediaWidth => (MEDIA_WIDTHS as readonly number[]).includes(value);
