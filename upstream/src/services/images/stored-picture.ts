/**
 * An uploaded picture written under the storage root with a thumbnail beside it: a copy scaled to
 * fit the cards' box when the picture is larger (picture.ts), else the picture itself. A file
 * that does not decode is refused as the wrong file type. Names are random, so a URL never
 * changes meaning.
 */
import { randomBytes } from 'node:crypto';
import { isPicture } from '@badal/contracts';
import { fieldError } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { removeFile, storeFile } from '../storage.js';
import type { UploadedFile } from '../uploaded-file.js';
import { type PictureSize, pictureSize, thumbnailOf } from './picture.js';

/** Cards show thumbnails at most this large (the seed's are 160 × 120). */
export const THUMBNAIL_BOX: PictureSize = { width: 400, height: 400 };

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
  const { format } = file;
  if (!format || !isPicture(format)) throw new Error(`not a picture format: ${format?.ext}`);
  const size = await pictureSize(file.data);
  if (!size) throw fieldError('validation.fileType', file.field);
  const name = randomBytes(12).toString('hex');
  const path = `${folder}/${name}.${format.ext}`;
  await storeFile(ctx.storageDir, path, file.data);
  try {
    const thumbnail = await thumbnailOf(file.data, format, size, THUMBNAIL_BOX);
    const thumbnailPath = thumbnail ? `${folder}/${name}-thumb.${format.ext}` : path;
    if (thumbnail) await storeFile(ctx.storageDir, thumbnailPath, thumbnail);
    return { path, thumbnailPath, width: size.width, height: size.height };
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
