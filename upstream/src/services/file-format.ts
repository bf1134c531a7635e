/**
 * Recognises an upload by its bytes, never by its name or declared type: a file called photo.png
 * holding HTML is refused, a PNG called photo.jpg is stored as the PNG it is. Covers the formats
 * the call table names: pictures (avatars, ads, chat), chat videos, documents and voice notes.
 */
export type DetectedFormat =
  | 'png'
  | 'jpeg'
  | 'webp'
  | 'gif'
  | 'mp4'
  | 'mov'
  | 'webm'
  | 'pdf'
  | 'zip'
  | 'docx'
  | 'xlsx'
  | 'txt'
  | 'mp3'
  | 'ogg'
  | 'wav'
  | 'm4a';

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const has = (data: Uint8Array, text: string, within = data.length): boolean =>
  Buffer.from(data.buffer, data.byteOffset, Math.min(within, data.byteLength)).includes(text, 0, 'latin1');

/** ISO base media (mp4, mov, m4a): an `ftyp` box first, its major brand saying which. */
const isoMedia = (data: Uint8Array): DetectedFormat | null => {
  if (!startsWith(data, ascii('ftyp'), 4)) return null;
  const brand = Buffer.from(data.buffer, data.byteOffset + 8, Math.min(4, data.byteLength - 8)).toString('latin1');
  if (brand === 'qt  ') return 'mov';
  if (brand === 'M4A ' || brand === 'M4B ' || brand === 'M4P ') return 'm4a';
  return 'mp4';
};

/** Office files are zip archives named by the part they hold ([Content_Types].xml plus word/ or xl/). */
const zipKind = (data: Uint8Array): DetectedFormat => {
  if (has(data, '[Content_Types].xml')) {
    if (has(data, 'word/document.xml')) return 'docx';
    if (has(data, 'xl/workbook.xml')) return 'xlsx';
  }
  return 'zip';
};

/** MPEG audio layer III: an ID3 tag, or a frame header (11 sync bits, a valid version, layer III). */
const isMp3 = (data: Uint8Array): boolean => {
  if (startsWith(data, ascii('ID3'))) return true;
  const [first = 0, second = 0] = data;
  return first === 0xff && (second & 0xe0) === 0xe0 && ((second >> 3) & 0b11) !== 0b01 && ((second >> 1) & 0b11) === 1;
};

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
/** Controls other than tab, line feed, vertical tab, form feed and carriage return never appear in text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const BINARY_CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/;

/** Plain text: valid UTF-8 (a BOM allowed) without binary control characters. */
const isText = (data: Uint8Array): boolean => {
  if (data.length === 0) return false;
  try {
    return !BINARY_CONTROL.test(strictUtf8.decode(data));
  } catch {
    return false;
  }
};

export const detectFormat = (data: Uint8Array): DetectedFormat | null => {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WAVE'), 8)) return 'wav';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('%PDF-'))) return 'pdf';
  if (startsWith(data, ascii('OggS'))) return 'ogg';
  // Matroska's EBML header; only its WebM profile is one of ours.
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3])) return has(data, 'webm', 64) ? 'webm' : null;
  // A local file header, or the end record of an empty archive.
  if (startsWith(data, [0x50, 0x4b, 3, 4]) || startsWith(data, [0x50, 0x4b, 5, 6])) return zipKind(data);
  const media = isoMedia(data);
  if (media) return media;
  if (isMp3(data)) return 'mp3';
  return isText(data) ? 'txt' : null;
};

/** Office documents are zip archives too: a call taking 'zip' takes them. */
const ALSO_MATCHES: Partial<Record<DetectedFormat, readonly string[]>> = {
  jpeg: ['jpg', 'jpeg'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
};

/** Format names of the call table ('jpg', 'jpeg', 'png', …) accepted for a detected format. */
export const formatAllowed = (detected: DetectedFormat | null, allowed: readonly string[]): boolean => {
  if (allowed.length === 0) return true;
  if (detected === null) return false;
  const names = allowed.map((f) => f.toLowerCase());
  return (ALSO_MATCHES[detected] ?? [detected]).some((name) => names.includes(name));
};

export const extensionOf = (format: DetectedFormat): string => (format === 'jpeg' ? 'jpg' : format);

const MIME_TYPES: Record<DetectedFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
};

/** The media type of a recognised format; WebM sent as a voice note is audio. */
export const mimeTypeOf = (format: DetectedFormat, kind?: 'audio'): string =>
  kind === 'audio' && format === 'webm' ? 'audio/webm' : MIME_TYPES[format];
