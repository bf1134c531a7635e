/**
 * Recognises a file's format by its first bytes, so a renamed file (a PDF called photo.jpg)
 * is refused whatever its name or declared type says.
 */
const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

export const SNIFF_BYTES = 16;

export const sniffFormat = (head: Buffer): string | null => {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  return null;
};

/** Whether a sniffed format satisfies a declared list ('jpg' and 'jpeg' are the same format). */
export const formatAllowed = (sniffed: string | null, allowed: readonly string[]): boolean => {
  if (allowed.length === 0) return true;
  if (!sniffed) return false;
  const normalized = allowed.map((f) => (f === 'jpg' ? 'jpeg' : f));
  return normalized.includes(sniffed);
};
