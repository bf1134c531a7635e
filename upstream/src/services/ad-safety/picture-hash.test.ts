/**
 * The perceptual hash that recognises a re-used main picture: the same photo resized and
 * re-compressed as a JPEG hashes within the threshold, unlike pictures are far apart, and bytes
 * that are no picture have no hash.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gradientPicture, noisePicture } from '../../test/api-client.js';
import { hashDistance, pictureHash, SAME_PICTURE_MAX_DISTANCE } from './picture-hash.js';

describe('picture hash', () => {
  it('recognises the same picture made smaller and saved as a JPEG', async () => {
    const photo = await gradientPicture(800, 600, 'png');
    const copy = await sharp(photo).resize(400, 300).jpeg({ quality: 70 }).toBuffer();
    const [a, b] = await Promise.all([pictureHash(photo), pictureHash(copy)]);
    expect(a).toMatch(/^[01]{64}$/);
    expect(hashDistance(a as string, b as string)).toBeLessThanOrEqual(SAME_PICTURE_MAX_DISTANCE);
  });

  it('keeps different pictures apart', async () => {
    const hashes = await Promise.all([1, 2, 3, 4].map(async (seed) => pictureHash(await noisePicture(seed))));
    for (let i = 0; i < hashes.length; i++)
      for (let j = 0; j < i; j++)
        expect(hashDistance(hashes[i] as string, hashes[j] as string)).toBeGreaterThan(SAME_PICTURE_MAX_DISTANCE);
  });

  it('has no hash for bytes that are no picture', async () => {
    expect(await pictureHash(Buffer.from('not a picture'))).toBeNull();
    expect(await pictureHash('/nowhere/missing.png')).toBeNull();
  });
});
