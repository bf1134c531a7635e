import { describe, expect, it } from 'vitest';
import { pictureProblem } from './banner-picture';

const png = { type: 'image/png', size: 200_000 };

describe('pictureProblem', () => {
  it('accepts a picture of the placement’s shape', () => {
    expect(pictureProblem(png, { width: 1225, height: 250 }, 5)).toBeNull();
    expect(pictureProblem({ type: 'image/jpeg', size: 1 }, { width: 500, height: 1000 }, 6)).toBeNull();
  });

  it('gives the §5 message for the wrong shape, including the other reading of the ratio', () => {
    expect(pictureProblem(png, { width: 250, height: 1225 }, 5)).toBe('error.bannerDimensions');
    expect(pictureProblem(png, { width: 1000, height: 500 }, 6)).toBe('error.bannerDimensions');
  });

  it('refuses what is not a png, jpeg or webp picture, or does not decode, or is too large', () => {
    expect(pictureProblem({ type: 'image/gif', size: 1 }, { width: 1225, height: 250 }, 5)).toBe('validation.fileType');
    expect(pictureProblem(png, null, 5)).toBe('validation.fileType');
    expect(pictureProblem({ type: 'image/png', size: 6 * 1024 * 1024 }, { width: 1225, height: 250 }, 5)).toBe(
      'error.payloadTooLarge',
    );
  });
});
