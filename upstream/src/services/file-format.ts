/**
 * An upload's format as the contracts' `detectFormat` tells it from the file's first bytes, with
 * the `file-type` package's signatures — the same reading the BFF made before it forwarded the
 * file. Never the name or the declared type: a file called photo.png holding HTML is refused, a
 * PNG called photo.jpg is stored as the PNG it is.
 */
import { detectFormat, type FileFormat, SNIFF_BYTES } from '@badal/contracts';
import { fileTypeFromBuffer } from 'file-type';

export const formatOf = (data: Uint8Array): Promise<FileFormat | null> =>
  detectFormat(data, data.length <= SNIFF_BYTES, fileTypeFromBuffer);

/** The media type an attachment is served with; a WebM sent as a voice note is audio. */
export const mimeTypeOf = (format: FileFormat, kind?: 'audio'): string =>
  kind === 'audio' && format.ext === 'webm' ? 'audio/webm' : format.mime;
