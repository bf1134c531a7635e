/**
 * The pictures of a demo product: 1 to 4 "photos" of 320 × 240 in its top category's colours with
 * the category's shape, and a 160 × 120 thumbnail of each, under `seed/` in the storage root.
 * File names carry a hash of what is drawn (and of the drawing code's version), so they can be
 * cached forever.
 */
import { createHash } from 'node:crypto';
import type { IconGlyph } from '../category-icons.js';
import type { Random } from '../prng.js';
import { mix, type Scene, type ShapeName } from './artwork.js';

/** Bump when artwork.ts or png.ts draw differently, so cached files and URLs change too. */
export const PICTURE_VERSION = 3;

export const PHOTO = { width: 320, height: 240 } as const;

const SHAPE_OF: Record<IconGlyph, ShapeName> = {
  car: 'car',
  house: 'house',
  phone: 'phone',
  screen: 'screen',
  sofa: 'bars',
  washer: 'ring',
  shirt: 'diamond',
  bear: 'flower',
  ball: 'ball',
  paw: 'paw',
  wrench: 'plus',
  book: 'hexagon',
};

const ACCENTS = ['#f36247', '#55033e', '#1565c0', '#2e7d32', '#f9a825', '#00838f', '#263238'];

export interface ProductPicture {
  path: string;
  thumbnailPath: string;
  scene: Scene;
}

const hashOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify({ v: PICTURE_VERSION, value }))
    .digest('hex')
    .slice(0, 10);

export const productPictures = (slug: string, colour: string, glyph: IconGlyph, rng: Random): ProductPicture[] => {
  const roll = rng.next();
  const count = roll < 0.2 ? 1 : roll < 0.55 ? 2 : roll < 0.85 ? 3 : 4;
  const pictures: ProductPicture[] = [];
  for (let n = 1; n <= count; n++) {
    const scene: Scene = {
      ...PHOTO,
      from: mix(colour, '#ffffff', 0.15 + rng.next() * 0.3),
      to: mix(colour, rng.pick(ACCENTS), 0.35 + rng.next() * 0.4),
      shapes: [
        { shape: 'ball', x: rng.next(), y: rng.next(), size: 0.15 + rng.next() * 0.2, colour: '#ffffff', alpha: 0.12 },
        { shape: 'ball', x: rng.next(), y: rng.next(), size: 0.1 + rng.next() * 0.15, colour: '#ffffff', alpha: 0.1 },
        {
          shape: SHAPE_OF[glyph],
          x: 0.35 + rng.next() * 0.3,
          y: 0.38 + rng.next() * 0.24,
          size: 0.24 + rng.next() * 0.1,
          colour: '#ffffff',
          alpha: 0.92,
        },
      ],
    };
    const base = `seed/products/${slug}-${n}-${hashOf(scene)}`;
    pictures.push({ path: `${base}.png`, thumbnailPath: `${base}-thumb.png`, scene });
  }
  return pictures;
};
