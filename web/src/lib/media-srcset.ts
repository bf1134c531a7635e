/**
 * `srcset` for the marketplace's pictures: the BFF answers `/media/…?w=<width>` with the picture
 * scaled down to that width (WebP), so the browser picks the pixels the screen needs — a phone no
 * longer downloads a 1225-pixel banner to show it 412 pixels wide.
 */
import { MEDIA_WIDTHS } from '@badal/contracts';

const SCALABLE_MEDIA = /\/media\/[^?#]+\.(png|jpe?g|webp)$/i;

/** The URL asking for `width`. */
export const mediaAtWidth = (url: string, width: number): string => `${url}${url.includes('?') ? '&' : '?'}w=${width}`;

/**
 * Candidates at the BFF's widths below the picture's own (and up to `largest`, the most a place on
 * the screen can need), then the picture itself at its own width when known; undefined for
 * pictures the BFF does not scale (SVG, pictures from elsewhere).
 */
export const mediaSrcSet = (
  url: string,
  naturalWidth: number | null = null,
  largest: number = Number.POSITIVE_INFINITY,
): string | undefined => {
  if (!SCALABLE_MEDIA.test(url)) return undefined;
  const widths = MEDIA_WIDTHS.filter((w) => w <= largest && (naturalWidth === null || w < naturalWidth));
  const candidates = widths.map((w) => `${mediaAtWidth(url, w)} ${w}w`);
  if (naturalWidth !== null) candidates.push(`${url} ${naturalWidth}w`);
  return candidates.join(', ');
};
