/** The pictures of the editorial content: company value icons, leadership portraits and banners. */
import { createHash } from 'node:crypto';
import { mix, type Scene, scenePng } from '../media/artwork.js';
import type { SeedFile } from '../media/media-cache.js';
import { PICTURE_VERSION } from '../media/product-pictures.js';
import { seedLeaders } from './about-pages.js';
import { BANNER_SIZES, seedBanners } from './banners.js';
import { seedCompanyValues } from './company-values.js';

const named = (folder: string, key: string, scene: Scene): SeedFile & { scene: Scene } => {
  const hash = createHash('sha256')
    .update(JSON.stringify({ v: PICTURE_VERSION, scene }))
    .digest('hex')
    .slice(0, 10);
  return { path: `seed/${folder}/${key}-${hash}.png`, scene, render: () => scenePng(scene) };
};

export const companyValueImage = (key: string) => {
  const value = seedCompanyValues.find((v) => v.key === key);
  if (!value) throw new Error(`unknown company value ${key}`);
  return named('company-values', key, {
    width: 160,
    height: 160,
    from: '#fbe9e7',
    to: '#f8bbd0',
    shapes: [{ shape: value.shape, x: 0.5, y: 0.5, size: 0.32, colour: '#55033e', alpha: 1 }],
  });
};

export const leaderImage = (key: string) => {
  const leader = seedLeaders.find((l) => l.key === key);
  if (!leader) throw new Error(`unknown leader ${key}`);
  return named('leadership', key, {
    width: 240,
    height: 240,
    from: mix(leader.colour, '#ffffff', 0.55),
    to: mix(leader.colour, '#ffffff', 0.2),
    shapes: [{ shape: 'person', x: 0.5, y: 0.56, size: 0.42, colour: '#ffffff', alpha: 0.95 }],
  });
};

export const bannerImage = (key: string) => {
  const banner = seedBanners.find((b) => b.key === key);
  if (!banner) throw new Error(`unknown banner ${key}`);
  const size = BANNER_SIZES[banner.type];
  const tall = size.height > size.width;
  return {
    ...named('banners', key, {
      ...size,
      from: banner.from,
      to: banner.to,
      shapes: [
        { shape: 'ball', x: tall ? 0.2 : 0.1, y: 0.2, size: 0.5, colour: '#ffffff', alpha: 0.08 },
        { shape: 'ball', x: tall ? 0.85 : 0.92, y: 0.85, size: 0.35, colour: '#ffffff', alpha: 0.1 },
        { shape: banner.shape, x: tall ? 0.5 : 0.8, y: tall ? 0.68 : 0.5, size: 0.3, colour: '#ffffff', alpha: 0.9 },
      ],
    }),
    ...size,
  };
};

export const contentFiles = (): SeedFile[] => [
  ...seedCompanyValues.map((v) => companyValueImage(v.key)),
  ...seedLeaders.map((l) => leaderImage(l.key)),
  ...seedBanners.map((b) => bannerImage(b.key)),
];
