/**
 * Category images drawn at seed time: a white line glyph on a rounded square of the category's
 * colour, as SVG (no image library, no download). Child categories use a lighter shade of their
 * parent's colour. The thumbnail is the same drawing at a small intrinsic size.
 */
import { createHash } from 'node:crypto';

/** Glyphs on a 24 × 24 grid, stroked. */
const GLYPHS = {
  car: '<path d="M3 16v-4l2.5-5h13l2.5 5v4z"/><path d="M5 12h14"/><circle cx="7.5" cy="16.5" r="1.8"/><circle cx="16.5" cy="16.5" r="1.8"/>',
  house: '<path d="M3 11l9-7 9 7"/><path d="M5 9.5V20h14V9.5"/><path d="M10 20v-5h4v5"/>',
  phone: '<rect x="7" y="2.5" width="10" height="19" rx="2"/><path d="M11 18.5h2"/>',
  screen: '<rect x="3" y="4" width="18" height="12" rx="1.5"/><path d="M8 20h8M12 16v4"/>',
  sofa: '<path d="M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3"/><path d="M3 12a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v5H3z"/><path d="M5 17v2M19 17v2"/>',
  washer: '<rect x="4" y="2.5" width="16" height="19" rx="2"/><circle cx="12" cy="13" r="4.5"/><path d="M7 6h2"/>',
  shirt: '<path d="M8.5 3 4 5.5l1.8 4 2.2-1V21h8V8.5l2.2 1 1.8-4L15.5 3c-.6 1.5-1.9 2.4-3.5 2.4S9.1 4.5 8.5 3z"/>',
  bear: '<circle cx="6.5" cy="6.5" r="2.5"/><circle cx="17.5" cy="6.5" r="2.5"/><circle cx="12" cy="13" r="7"/><path d="M10 16c1.2 1 2.8 1 4 0"/><circle cx="9.5" cy="12" r=".6"/><circle cx="14.5" cy="12" r=".6"/>',
  ball: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3.5 3 3.5 15 0 18M12 3c-3.5 3-3.5 15 0 18"/>',
  paw: '<circle cx="6.5" cy="10" r="1.8"/><circle cx="10" cy="5.8" r="1.8"/><circle cx="14" cy="5.8" r="1.8"/><circle cx="17.5" cy="10" r="1.8"/><path d="M8 17c0-3 2-5.5 4-5.5s4 2.5 4 5.5c0 2-2 2.5-4 2.5S8 19 8 17z"/>',
  wrench: '<path d="M15 3a5 5 0 0 0-4.6 6.9l-6.9 6.9a1.8 1.8 0 0 0 2.6 2.6l6.9-6.9A5 5 0 0 0 19.9 8L17 11l-3-1-1-3z"/>',
  book: '<path d="M4 19.5V5a2 2 0 0 1 2-2h13v15H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h13"/><path d="M8 7h7M8 10.5h5"/>',
} as const;

export type IconGlyph = keyof typeof GLYPHS;

/** Mixes a #rrggbb colour with white; amount 0 keeps it, 1 gives white. */
export const lighten = (hex: string, amount: number): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (channel: number) => Math.round(channel + (255 - channel) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix) as [number, number, number];
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
};

export const categoryIconSvg = (glyph: IconGlyph, colour: string, size: number, label: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96" role="img" aria-label="${label.replace(/[&<>"]/g, '')}">` +
  `<rect width="96" height="96" rx="20" fill="${colour}"/>` +
  `<g transform="translate(24 24) scale(2)" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[glyph]}</g>` +
  '</svg>\n';

export interface CategoryImages {
  imagePath: string;
  thumbnailPath: string;
  image: string;
  thumbnail: string;
}

/** The image and thumbnail of a category; file names carry a content hash so they can be cached forever. */
export const categoryImages = (slug: string, glyph: IconGlyph, colour: string, label: string): CategoryImages => {
  const image = categoryIconSvg(glyph, colour, 512, label);
  const thumbnail = categoryIconSvg(glyph, colour, 96, label);
  const hash = createHash('sha256').update(image).digest('hex').slice(0, 10);
  return {
    imagePath: `categories/${slug}-${hash}.svg`,
    thumbnailPath: `categories/${slug}-${hash}-thumb.svg`,
    image,
    thumbnail,
  };
};
