/**
 * Scales upstream pictures down to the widths of contracts' MEDIA_WIDTHS, as WebP, with sharp
 * (libvips). Results are kept in memory, least recently used first out, up to a byte budget; a
 * picture asked for by many readers at once is made once. Picture paths are content-unique (the
 * upstream names files by a hash of their content), so a made picture never goes stale.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

export interface ResizedPicture {
  body: Buffer;
  contentType: string;
  /** Width and height of the picture made. */
  width: number;
  height: number;
  /** A strong validator: the source path is content-unique, so path and width name the bytes. */
  etag: string;
}

/** Formats sharp reads that are worth scaling; anything else (SVG, GIF animations) passes through. */
const SCALABLE = /^image\/(png|jpeg|webp)$/;

export const isScalable = (contentType: string | undefined): boolean =>
  contentType !== undefined && SCALABLE.test(contentType.split(';')[0]?.trim() ?? '');

// The pictures made are kept here, whole; libvips's own cache of decoded images would only double them.
sharp.cache(false);

/** Quality for WebP: pictures and banners, not line art; 75 keeps them sharp at a fraction of PNG. */
const WEBP_QUALITY = 75;

export const resizePicture = async (original: Buffer, width: number): Promise<Omit<ResizedPicture, 'etag'>> => {
  const { data, info } = await sharp(original)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { body: data, contentType: 'image/webp', width: info.width, height: info.height };
};

export class PictureResizer {
  readonly #made: LRUCache<string, ResizedPicture>;
  readonly #making = new Map<string, Promise<ResizedPicture | null>>();

  constructor(maxBytes: number) {
    this.#made = new LRUCache<string, ResizedPicture>({
      maxSize: maxBytes,
      sizeCalculation: (picture) => Math.max(1, picture.body.length),
    });
  }

  /**
   * The picture at `path` in `width`, made from `original()` unless it is at hand or being made.
   * `original()` answers null for a file that is not to be scaled; so does this, and keeps nothing.
   */
  async get(path: string, width: number, original: () => Promise<Buffer | null>): Promise<ResizedPicture | null> {
    const key = `${width} ${path}`;
    const made = this.#made.get(key);
    if (made) return made;
    let making = this.#making.get(key);
    if (!making) {
      making = original()
        .then(async (buffer) => {
          if (!buffer) return null;
          const etag = `"${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
          const picture = { ...(await resizePicture(buffer, width)), etag };
          this.#made.set(key, picture);
          return picture;
        })
        .finally(() => this.#making.delete(key));
      this.#making.set(key, making);
    }
    return making;
  }

  /** How many pictures and bytes are kept (for tests and diagnostics). */
  get size(): { pictures: number; bytes: number } {
    return { pictures: this.#made.size, bytes: this.#made.calculatedSize };
  }
}
