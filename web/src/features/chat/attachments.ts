/**
 * Files picked for a message, sorted into the call's four file fields (images, videos, files,
 * audios) and checked against the formats, sizes and counts the contracts declare for
 * chat.send — before anything is uploaded. The server checks again, by content.
 */
import { calls, type FileField, type Locale } from '@badal/contracts';
import { intlLocale } from '../../lib/format';

export type AttachmentField = 'images' | 'videos' | 'files' | 'audios';

export const ATTACHMENT_FIELDS: readonly AttachmentField[] = ['images', 'videos', 'files', 'audios'];

const specs = new Map<string, FileField>((calls.sendMessage.files ?? []).map((f) => [f.name, f]));

export const fieldSpec = (field: AttachmentField): FileField => {
  const spec = specs.get(field);
  if (!spec) throw new Error(`sendMessage declares no ${field} field`);
  return spec;
};

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The `accept` list of the file picker: every extension any field takes. */
export const ACCEPTED_EXTENSIONS: string = [
  ...new Set(ATTACHMENT_FIELDS.flatMap((field) => fieldSpec(field).formats.map((f) => `.${f}`))),
].join(',');

/**
 * The field a file belongs to, by its extension; webm is both a video and an audio format, so its
 * type decides. Null when no field takes it.
 */
export const fieldFor = (file: Pick<File, 'name' | 'type'>): AttachmentField | null => {
  const ext = extensionOf(file.name);
  const takers = ATTACHMENT_FIELDS.filter((field) => fieldSpec(field).formats.includes(ext));
  if (takers.length > 1) {
    const family = file.type.split('/')[0];
    return takers.find((field) => (field === 'audios' ? family === 'audio' : family !== 'audio')) ?? takers[0] ?? null;
  }
  return takers[0] ?? null;
};

export interface PickedFile {
  file: File;
  field: AttachmentField;
}

export interface RejectedFile {
  file: File;
  /** A contracts message key. */
  reason: 'validation.fileType' | 'error.payloadTooLarge' | 'validation.tooManyFiles';
}

/** Adds `files` to what is already picked; what no field takes, what is too big or one too many is refused. */
export const addFiles = (
  picked: readonly PickedFile[],
  files: readonly File[],
): { picked: PickedFile[]; rejected: RejectedFile[] } => {
  const next = [...picked];
  const rejected: RejectedFile[] = [];
  for (const file of files) {
    const field = fieldFor(file);
    if (!field) {
      rejected.push({ file, reason: 'validation.fileType' });
      continue;
    }
    const spec = fieldSpec(field);
    if (file.size > spec.maxBytes) {
      rejected.push({ file, reason: 'error.payloadTooLarge' });
      continue;
    }
    if (next.filter((p) => p.field === field).length >= spec.maxCount) {
      rejected.push({ file, reason: 'validation.tooManyFiles' });
      continue;
    }
    next.push({ file, field });
  }
  return { picked: next, rejected };
};

/** The picked files per field, as chat.send takes them. */
export const groupByField = (picked: readonly PickedFile[]): Record<AttachmentField, File[]> => {
  const groups: Record<AttachmentField, File[]> = { images: [], videos: [], files: [], audios: [] };
  for (const p of picked) groups[p.field].push(p.file);
  return groups;
};

/** 1.5 MB, 320 KB … in the reader's digits. */
export const formatSize = (bytes: number, locale: Locale): string => {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
};
