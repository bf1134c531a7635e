/**
 * POST /api/ad/images with one picture, reporting upload progress (`uploadCall`, lib/upload.ts).
 * One request per picture gives every file its own progress bar and its own error; the picture
 * travels as a list of one, `images[]` (spec §7).
 */
import type { AdDraft } from '@badal/contracts';
import { type Upload, uploadCall } from '../../../lib/upload';

export type { Upload };

export const uploadImage = (file: File, onProgress: (fraction: number) => void): Upload<AdDraft> =>
  uploadCall('addImages', { files: { images: [file] } }, { onProgress });
