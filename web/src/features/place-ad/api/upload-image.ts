/**
 * POST /api/ad/images with one picture, reporting upload progress (lib/upload.ts). One request per
 * picture gives every file its own progress bar and its own error.
 */
import type { AdDraft } from '@badal/contracts';
import { type Upload, uploadForm } from '../../../lib/upload';

/** The form field the API takes pictures in (spec §7 "images[]"). */
export const IMAGES_FIELD = 'images[]';

export type { Upload };

export const uploadImage = (file: File, onProgress: (fraction: number) => void): Upload<AdDraft> => {
  const form = new FormData();
  form.append(IMAGES_FIELD, file, file.name);
  return uploadForm<AdDraft>('addImages', form, { onProgress });
};
