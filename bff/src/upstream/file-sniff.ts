/**
 * Recognises a file's format by its first bytes, so a renamed file (a PDF called photo.jpg)
 * is refused whatever its name or declared type says.
 */
const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, text: string, offset = 0) => buf.toString('latin1', offset, offset + text.length) === text;

export const SNIFF_BYTES = 16;

/** Plain text: no NUL bytes and valid UTF-8 in the leading bytes (a cut multi-byte tail is fine). */
const looksLikeText = (head: Buffer) => {
  if (head.includes(0)) return false;
  const text = head.toString('utf8');
  const bad = (text.match(/\uFFFD/g) ?? []).length;
  const control = [...text].some((ch) => {
    const c = ch.charCodeAt(0);
    return c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c;
  });
  return bad <= 1 && !control;
};

export const sniffFormat = (head: Buffer): string | null => {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return 'webp';
  if (ascii(head, 'RIFF') && ascii(head, 'WAVE', 8)) return 'wav';
  if (ascii(head, 'GIF8')) return 'gif';
  if (ascii(head, '%PDF')) return 'pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (ascii(head, 'ftyp', 4)) return 'mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (ascii(head, 'OggS')) return 'ogg';
  if (ascii(head, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (looksLikeText(head)) return 'txt';
  return null;
};

/** Declared format names → the container their bytes show. */
const FAMILY: Record<string, string> = { jpg: 'jpeg', docx: 'zip', xlsx: 'zip', mov: 'mp4', m4a: 'mp4' };

/** Whether a sniffed format satisfies a declared list. */
export const formatAllowed = (sniffed: string | null, allowed: readonly string[]): boolean => {
  if (allowed.length === 0) return true;
  if (!sniffed) return false;
  return allowed.some((f) => (FAMILY[f] ?? f) === sniffed);
};
