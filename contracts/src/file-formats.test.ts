import { describe, expect, it } from 'vitest';
import { detectFormat, type FileFormat, formatAllowed, isPicture, isPlainText, SNIFF_BYTES } from './file-formats.js';

const f = (ext: string): FileFormat => ({ ext, mime: `x/${ext}` });
const none = async () => undefined;

describe('plain text', () => {
  it('is valid UTF-8 without binary control characters', () => {
    expect(isPlainText(Buffer.from('Meeting at 5 in Salmiya\r\nمرحبًا\tok\n'), true)).toBe(true);
    expect(isPlainText(Buffer.from([0xef, 0xbb, 0xbf, 0x68, 0x69]), true)).toBe(true);
    expect(isPlainText(Buffer.from([0x68, 0x00, 0x69]), true)).toBe(false);
    expect(isPlainText(Buffer.from([0x68, 0x69, 0xc3, 0x28]), true)).toBe(false);
    expect(isPlainText(Buffer.alloc(0), true)).toBe(false);
  });

  it('forgives a character cut off at the end of a head, not of a whole file', () => {
    const cut = Buffer.from('مرحبا').subarray(0, 3);
    expect(isPlainText(cut, false)).toBe(true);
    expect(isPlainText(cut, true)).toBe(false);
  });
});

describe('detectFormat', () => {
  it('takes the signature reader first, then plain text, from the first bytes only', async () => {
    expect(await detectFormat(Buffer.from('%PDF'), true, async () => f('pdf'))).toEqual(f('pdf'));
    expect(await detectFormat(Buffer.from('hello'), true, none)).toEqual({ ext: 'txt', mime: 'text/plain' });
    expect(await detectFormat(Buffer.from([0, 1, 2]), true, none)).toBeNull();
    let seen = 0;
    await detectFormat(Buffer.alloc(SNIFF_BYTES * 3, 0x61), false, async (head) => {
      seen = head.length;
      return undefined;
    });
    expect(seen).toBe(SNIFF_BYTES);
  });
});

describe('formatAllowed', () => {
  it('matches the call table names: jpg and jpeg alike, office files as zip too, ogg by any codec', () => {
    expect(formatAllowed(f('jpg'), ['png', 'jpg'])).toBe(true);
    expect(formatAllowed(f('jpg'), ['jpeg'])).toBe(true);
    expect(formatAllowed(f('gif'), ['png', 'jpg', 'jpeg', 'webp'])).toBe(false);
    expect(formatAllowed(f('txt'), ['png', 'jpg', 'jpeg'])).toBe(false);
    expect(formatAllowed(f('docx'), ['zip'])).toBe(true);
    // A plain zip archive is not a Word document, whatever it is called.
    expect(formatAllowed(f('zip'), ['docx', 'xlsx'])).toBe(false);
    expect(formatAllowed(f('opus'), ['mp3', 'ogg'])).toBe(true);
    expect(formatAllowed(f('mkv'), ['mp4', 'webm', 'mov'])).toBe(false);
    expect(formatAllowed(null, ['png'])).toBe(false);
    expect(formatAllowed(null, [])).toBe(true);
  });

  it('knows which formats are pictures', () => {
    expect(isPicture(f('webp'))).toBe(true);
    expect(isPicture(f('pdf'))).toBe(false);
    expect(isPicture(null)).toBe(false);
  });
});
