import { describe, expect, it } from 'vitest';
import { PNG_1PX } from '../test-support.js';
import { detectFormat, extensionOf, formatAllowed, mimeTypeOf } from './file-format.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('file formats by magic bytes', () => {
  it('recognises pictures: png, jpeg, webp and gif', () => {
    expect(detectFormat(PNG_1PX)).toBe('png');
    expect(detectFormat(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0]))).toBe('jpeg');
    expect(detectFormat(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(detectFormat(Buffer.from('GIF89a......'))).toBe('gif');
  });

  it('recognises videos: mp4 and mov by their ftyp brand, webm by its EBML doc type', () => {
    expect(detectFormat(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toBe('mp4');
    expect(detectFormat(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]))).toBe('mov');
    expect(detectFormat(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm', [0x42, 0x87]))).toBe('webm');
    // Other Matroska files are not WebM.
    expect(detectFormat(bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88], 'matroska'))).toBeNull();
  });

  it('recognises documents: pdf, zip, docx and xlsx inside their zip, and plain UTF-8 text', () => {
    expect(detectFormat(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toBe('pdf');
    expect(detectFormat(bytes([0x50, 0x4b, 3, 4, 20, 0], 'notes/readme.md'))).toBe('zip');
    expect(detectFormat(bytes([0x50, 0x4b, 5, 6], new Array(18).fill(0)))).toBe('zip');
    expect(detectFormat(bytes([0x50, 0x4b, 3, 4, 20, 0], '[Content_Types].xml', '....word/document.xml'))).toBe('docx');
    expect(detectFormat(bytes([0x50, 0x4b, 3, 4, 20, 0], '[Content_Types].xml', '....xl/workbook.xml'))).toBe('xlsx');
    expect(detectFormat(Buffer.from('Meeting at 5 in Salmiya\r\nمرحبًا\tok\n'))).toBe('txt');
    expect(detectFormat(Buffer.from([0xef, 0xbb, 0xbf, 0x68, 0x69]))).toBe('txt');
    // Not UTF-8, or binary control characters: not text.
    expect(detectFormat(Buffer.from([0x68, 0x69, 0xc3]))).toBeNull();
    expect(detectFormat(Buffer.from([0x68, 0x00, 0x69]))).toBeNull();
  });

  it('recognises voice notes: mp3 (ID3 or a layer III frame), ogg, wav and m4a', () => {
    expect(detectFormat(bytes('ID3', [4, 0, 0, 0, 0, 0, 0]))).toBe('mp3');
    expect(detectFormat(Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    // AAC in ADTS has the same sync bits but layer 0: not mp3.
    expect(detectFormat(Buffer.from([0xff, 0xf1, 0x50, 0x80]))).toBeNull();
    expect(detectFormat(bytes('OggS', [0, 2]))).toBe('ogg');
    expect(detectFormat(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBe('wav');
    expect(detectFormat(bytes([0, 0, 0, 0x1c], 'ftypM4A ', [0, 0, 0, 0]))).toBe('m4a');
  });

  it('recognises nothing else', () => {
    expect(detectFormat(Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe]))).toBeNull();
    expect(detectFormat(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'))).toBeNull();
    expect(detectFormat(Buffer.alloc(0))).toBeNull();
  });

  it('matches the call table names: jpg and jpeg alike, office files as zip too', () => {
    expect(formatAllowed('jpeg', ['png', 'jpg'])).toBe(true);
    expect(formatAllowed('jpeg', ['jpeg'])).toBe(true);
    expect(formatAllowed('gif', ['png', 'jpg', 'jpeg', 'webp'])).toBe(false);
    expect(formatAllowed('txt', ['png', 'jpg', 'jpeg'])).toBe(false);
    expect(formatAllowed('docx', ['zip'])).toBe(true);
    expect(formatAllowed('zip', ['docx', 'xlsx'])).toBe(false);
    expect(formatAllowed(null, ['png'])).toBe(false);
    expect(formatAllowed(null, [])).toBe(true);
    expect(extensionOf('jpeg')).toBe('jpg');
    expect(extensionOf('docx')).toBe('docx');
  });

  it('gives each format its media type, WebM voice notes as audio', () => {
    expect(mimeTypeOf('mov')).toBe('video/quicktime');
    expect(mimeTypeOf('webm')).toBe('video/webm');
    expect(mimeTypeOf('webm', 'audio')).toBe('audio/webm');
    expect(mimeTypeOf('m4a')).toBe('audio/mp4');
  });
});
