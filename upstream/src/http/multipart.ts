/**
 * Reads the rest of a multipart stream for one call: fields into an object, declared file fields
 * into buffers (bounded by the call's size limit) with their format recognised by their bytes.
 */
import { type FileField, formatAllowed } from '@badal/contracts';
import type { Multipart } from '@fastify/multipart';
import { type FieldErrors, HttpError } from '../http-error.js';
import { formatOf } from '../services/file-format.js';
import type { UploadedFile } from '../services/uploaded-file.js';
import { addField } from './form-fields.js';

export interface MultipartInput {
  fields: Record<string, unknown>;
  files: Map<string, UploadedFile[]>;
  errors: FieldErrors;
}

const tooLarge = (field: string) => new HttpError(413, 'error.payloadTooLarge', { [field]: ['error.payloadTooLarge'] });

export const readMultipart = async (
  parts: AsyncIterable<Multipart>,
  specs: readonly FileField[],
): Promise<MultipartInput> => {
  const fields: Record<string, unknown> = {};
  const files = new Map<string, UploadedFile[]>();
  const errors: FieldErrors = {};
  /** The file part last begun: its size error may come from its own read or from the stream's next part. */
  let reading: string | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        reading = undefined;
        addField(fields, part.fieldname, part.value);
        continue;
      }
      const name = part.fieldname.replace(/\[\]$/, '');
      reading = name;
      const spec = specs.find((s) => s.name === name);
      const list = files.get(name) ?? [];
      if (!spec || list.length >= spec.maxCount) {
        // Not a file this call takes, or one too many: read past it (never kept) so the stream moves on.
        if (spec) errors[name] = ['validation.tooManyFiles'];
        part.file.resume();
        await new Promise((resolve) => part.file.once('end', resolve));
        continue;
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(name);
        throw error;
      }
      // Browsers send an empty part for a file input left empty: that is "no file".
      if (data.length === 0) continue;
      if (data.length > spec.maxBytes) throw tooLarge(name);
      const format = await formatOf(data);
      if (!formatAllowed(format, spec.formats)) {
        errors[name] = ['validation.fileType'];
        continue;
      }
      list.push({ field: name, fileName: part.filename, declaredType: part.mimetype, format, data });
      files.set(name, list);
    }
  } catch (error) {
    if (reading && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(reading);
    throw error;
  }
  return { fields, files, errors: { ...missingFiles(specs, files), ...errors } };
};

/** 'validation.file' for each required file field that did not come. */
export const missingFiles = (specs: readonly FileField[], files: Map<string, UploadedFile[]>): FieldErrors =>
  Object.fromEntries(
    specs.filter((s) => s.required && !files.has(s.name)).map((s) => [s.name, ['validation.file'] as const]),
  ) as FieldErrors;
