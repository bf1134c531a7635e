/**
 * A picture's perceptual hash (pHash: a 64-bit DCT hash of a 32 × 32 grey copy, by the
 * sharp-phash package over sharp, decision 016) and the distance between two. A photo re-saved,
 * re-compressed or resized hashes within a few bits of its original; different photos are about
 * 32 bits apart.
 */
import { createRequire } from 'node:module';

// sharp-phash is CommonJS exporting the function itself, which its typings call a default export;
// required directly, it is the function under any module setting.
const phash: (picture: Buffer | string) => Promise<string> = createRequire(import.meta.url)('sharp-phash');

/** At most this many differing bits count as the same picture (pHash's usual threshold). */
export const SAME_PICTURE_MAX_DISTANCE = 6;

/** The hash as 64 '0'/'1' characters, or null when the bytes are no picture sharp can read. */
export const pictureHash = async (picture: Uint8Array | string): Promise<string | null> => {
  try {
    return await phash(typeof picture === 'string' ? picture : Buffer.from(picture));
  } catch {
    return null;
  }
};

/** How many of the 64 bits differ. */
export const hashDistance = (a: string, b: string): number => {
  let differing = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differing++;
  return differing;
};
