import { describe, expect, it } from 'vitest';
import { BANNER_SHAPES, bannerPictureFits } from './banner-rules.js';

describe('bannerPictureFits', () => {
  it("takes the spec's examples for their placements", () => {
    expect(bannerPictureFits(5, { width: 1225, height: 250 })).toBe(true);
    expect(bannerPictureFits(5, { width: 1800, height: 400 })).toBe(true);
    expect(bannerPictureFits(6, { width: 500, height: 1000 })).toBe(true);
    expect(bannerPictureFits(4, { width: 1200, height: 600 })).toBe(true);
    for (const type of [4, 5, 6] as const) expect(bannerPictureFits(type, BANNER_SHAPES[type].example)).toBe(true);
  });

  it('refuses the other readings of the ratio and other shapes', () => {
    expect(bannerPictureFits(5, { width: 250, height: 1225 })).toBe(false);
    expect(bannerPictureFits(6, { width: 1000, height: 500 })).toBe(false);
    expect(bannerPictureFits(5, { width: 1200, height: 400 })).toBe(false);
    expect(bannerPictureFits(4, { width: 1000, height: 1000 })).toBe(false);
  });

  it('refuses pictures too small to be sharp, whatever their shape', () => {
    expect(bannerPictureFits(5, { width: 450, height: 100 })).toBe(false);
    expect(bannerPictureFits(6, { width: 300, height: 600 })).toBe(false);
  });
});
