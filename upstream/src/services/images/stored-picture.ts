/**
 * An uploaded picture written under the storage root with a thumbnail beside it: PNGs get a
 * scaled-down copy (png-thumbnail.ts); a picture this API cannot decode (JPEG, or a PNG it does
 * not read) is its own thumbnail. Names are random, so a URL never changes meaning.
 */
import { randomBytes } from 'node:crypto';
import type { UploadedFile } from '../../http/multipart.js';
import type { UpstreamContext } from '../context.js';
import { extensionOf } from '../file-format.js';
import { removeFile, storeFile } from '../storage.js';
import { type ImageSize, jpegSize, pngSize } from './image-size.js';
import { pngThumbnail } from './png-thumbnail.js';

/** Cards show thumbnails at most this large (the seed's are 160 × 120). */
export const THUMBNAIL_BOX: ImageSize = { width: 400, height: 400 };

export interface StoredPicture {
  path: string;
  thumbnailPath: string;
  width: number | null;
  height: number | null;
}

export const storePicture = async (
  ctx: UpstreamContext,
  folder: string,
  file: UploadedFile,
): Promise<StoredPicture> => {
  if (file.format !== 'png' && file.format !== 'jpeg') throw new Error(`not a picture format: ${file.format}`);
  const name = randomBytes(12).toString('hex');
  const path = `${folder}/${name}.${extensionOf(file.format)}`;
  const size = file.format === 'png' ? pngSize(file.data) : jpegSize(file.data);
  await storeFile(ctx.storageDir, path, file.data);
  try {
    const thumbnail = file.format === 'png' ? await pngThumbnail(file.data, THUMBNAIL_BOX) : null;
    const thumbnailPath = thumbnail ? `${folder}/${name}-thumb.png` : path;
    if (thumbnail) await storeFile(ctx.storageDir, thumbnailPath, thumbnail.data);
    return { path, thumbnailPath, width: size?.width ?? null, height: size?.height ?? null };
  } catch (error) {
    await removeFile(ctx.storageDir, path).catch(() => {});
    throw error;
  }
};

/** Removes files (a picture and its thumbnail may be one file); failures are logged, not thrown. */
export const removeStoredFiles = async (ctx: UpstreamContext, paths: Iterable<string>): Promise<void> => {
  for (const path of new Set(paths)) {
    await removeFile(ctx.storageDir, path).catch((err: unknown) => ctx.log.warn({ err, path }, 'file not removed'));
  }
};
