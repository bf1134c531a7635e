/**
 * Recognises an upload by its first bytes, never by its name or declared type: a file called
 * photo.png holding HTML is refused, a PNG called photo.jpg is stored as the PNG it is.
 */
export type DetectedFormat = 'png' | 'jpeg' | 'webp' | 'gif';

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export const detectFormat = (data: Uint8Array): DetectedFormat | null => {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  return null;
};

/** Format names of the call table ('jpg', 'jpeg', 'png', …) accepted for a detected format. */
export const formatAllowed = (detected: DetectedFormat | null, allowed: readonly string[]): boolean => {
  if (allowed.length === 0) return true;
  if (detected === null) return false;
  const names = allowed.map((f) => f.toLowerCase());
  return detected === 'jpeg' ? names.includes('jpeg') || names.includes('jpg') : names.includes(detected);
};

export const extensionOf = (format: DetectedFormat): string => (format === 'jpeg' ? 'jpg' : format);
