import { describe, expect, it } from 'vitest';
import { mediaAtWidth, mediaSrcSet } from './media-srcset';

describe('mediaSrcSet', () => {
  const banner = 'http://localhost:3000/media/seed/banners/cars-1a2b.png';

  it('offers the widths below the picture’s own, then the picture itself', () => {
    expect(mediaSrcSet(banner, 600)).toBe(
      `${banner}?w=160 160w, ${banner}?w=320 320w, ${banner}?w=480 480w, ${banner} 600w`,
    );
  });

  it('offers every width when the picture’s own is not known', () => {
    expect(mediaSrcSet('/media/ads/4/photo.jpg')?.split(', ')).toHaveLength(6);
  });

  it('stops at the largest width its place can need', () => {
    expect(mediaSrcSet('/media/ads/4/photo.jpg', null, 480)).toBe(
      '/media/ads/4/photo.jpg?w=160 160w, /media/ads/4/photo.jpg?w=320 320w, /media/ads/4/photo.jpg?w=480 480w',
    );
  });

  it('leaves pictures the BFF does not scale alone', () => {
    expect(mediaSrcSet('http://localhost:3000/media/seed/categories/cars.svg', 96)).toBeUndefined();
    expect(mediaSrcSet('https://elsewhere.example/picture.png', 600)).toBeUndefined();
    expect(mediaSrcSet('blob:http://localhost:3000/1234')).toBeUndefined();
  });

  it('adds the width to a URL that already has a query', () => {
    expect(mediaAtWidth('/media/a.png?v=2', 320)).toBe('/media/a.png?v=2&w=320');
  });
});
