/**
 * What an uploaded file is, told by its bytes and never by its name or declared type, the same way
 * in the BFF (which checks each part before streaming it on) and the reference API (which checks
 * again before storing): the signatures are the `file-type` package's, which both servers pass in
 * as `readSignature` (the contracts depend on nothing but zod); plain text, which has no
 * signature, is recognised here. Both look at the same leading bytes, so they cannot disagree.
 */

/** The leading bytes a format is told by (file-type's `reasonableDetectionSizeInBytes`). */
export const SNIFF_BYTES = 4100;

/** A recognised format: its usual extension ('jpg', 'docx', 'opus') and media type. */
export interface FileFormat {
  ext: string;
  mime: string;
}

/** Recognises a signature in a file's first bytes; undefined when none matches. */
export type SignatureReader = (head: Uint8Array) => Promise<FileFormat | undefined>;

export const TEXT_FORMAT: FileFormat = { ext: 'txt', mime: 'text/plain' };

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** Controls other than tab, line feed, vertical tab, form feed and carriage return never appear in text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const BINARY_CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/;

/** Bytes of a UTF-8 sequence cut off at the end of a head (at most 3). */
const cutSequence = (bytes: Uint8Array): number => {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back] as number;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const needs = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needs > back ? back : 0;
  }
  return 0;
};

/**
 * Plain text: valid UTF-8 (a BOM allowed) without binary control characters. `complete` says the
 * bytes are the whole file; otherwise a character cut off at their end is no fault.
 */
export const isPlainText = (bytes: Uint8Array, complete: boolean): boolean => {
  if (bytes.length === 0) return false;
  const text = complete ? bytes : bytes.subarray(0, bytes.length - cutSequence(bytes));
  try {
    return !BINARY_CONTROL.test(utf8.decode(text));
  } catch {
    return false;
  }
};

/** The format of a file from its first SNIFF_BYTES bytes (`complete`: they are the whole file). */
export const detectFormat = async (
  head: Uint8Array,
  complete: boolean,
  readSignature: SignatureReader,
): Promise<FileFormat | null> =>
  (await readSignature(head.subarray(0, SNIFF_BYTES))) ??
  (isPlainText(head.subarray(0, SNIFF_BYTES), complete) ? TEXT_FORMAT : null);

/**
 * Format names a call may declare (`FileField.formats`) and the extensions that satisfy each:
 * jpg and jpeg alike; office files are zip archives too; Ogg audio whatever its codec.
 */
const SATISFIED_BY: Readonly<Record<string, readonly string[]>> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  zip: ['zip', 'docx', 'xlsx'],
  ogg: ['ogg', 'oga', 'opus', 'spx'],
};

/** Whether a recognised format is one of a call's declared ones; an empty list takes anything. */
export const formatAllowed = (format: FileFormat | null, allowed: readonly string[]): boolean => {
  if (allowed.length === 0) return true;
  if (!format) return false;
  return allowed.some((name) => (SATISFIED_BY[name.toLowerCase()] ?? [name.toLowerCase()]).includes(format.ext));
};

/** Pictures a server can decode, scale and measure (ads, avatars, chat pictures). */
export const PICTURE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'webp', 'gif'];

export const isPicture = (format: FileFormat | null): boolean =>
  format !== null && PICTURE_EXTENSIONS.includes(format.ext);
