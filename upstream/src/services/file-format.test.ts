import { crc32 } from 'node:zlib';
import { formatAllowed } from '@badal/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gradientPicture, PNG_1PX } from '../test/api-client.js';
import { formatOf, mimeTypeOf } from './file-format.js';

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.isBuffer(p) ? p : Buffer.from(p))),
  );

/** A zip archive of stored (uncompressed) entries, as office files and archives are made. */
const zipOf = (entries: Record<string, string>): Buffer => {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(Buffer.byteLength(name), 26);
    const entry = Buffer.concat([head, Buffer.from(name), data]);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt32LE(crc32(data), 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(data.length, 24);
    dir.writeUInt16LE(Buffer.byteLength(name), 28);
    dir.writeUInt32LE(offset, 42);
    central.push(Buffer.concat([dir, Buffer.from(name)]));
    local.push(entry);
    offset += entry.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length, 8);
  end.writeUInt16LE(central.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
};

const office = (main: string, part: string) =>
  zipOf({
    '[Content_Types].xml': `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${main}"/></Types>`,
    [part]: '<x/>',
  });

const extOf = async (data: Buffer) => (await formatOf(data))?.ext ?? null;

describe('file formats by their bytes (file-type, as the BFF reads them)', () => {
  it('recognises pictures: png, jpeg, webp and gif', async () => {
    expect(await extOf(PNG_1PX)).toBe('png');
    expect(await extOf(await gradientPicture(8, 8, 'jpeg'))).toBe('jpg');
    expect(await extOf(await sharp(PNG_1PX).webp().toBuffer())).toBe('webp');
    expect(await extOf(await sharp(PNG_1PX).gif().toBuffer())).toBe('gif');
  });

  it('recognises videos: mp4 and mov by their ftyp brand, webm by its EBML doc type', async () => {
    expect(await extOf(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toBe('mp4');
    expect(await extOf(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]))).toBe('mov');
    expect(await extOf(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm', [0x42, 0x87]))).toBe('webm');
  });

  it('recognises documents: pdf, zip, docx and xlsx by what the archive holds, and plain UTF-8 text', async () => {
    expect(await extOf(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toBe('pdf');
    expect(await extOf(zipOf({ 'notes/readme.md': '# hello' }))).toBe('zip');
    const docx = office(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      'word/document.xml',
    );
    const xlsx = office(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      'xl/workbook.xml',
    );
    expect(await extOf(docx)).toBe('docx');
    expect(await extOf(xlsx)).toBe('xlsx');
    expect(await extOf(Buffer.from('Meeting at 5 in Salmiya\r\nمرحبًا\tok\n'))).toBe('txt');
    expect(await extOf(Buffer.from([0xef, 0xbb, 0xbf, 0x68, 0x69]))).toBe('txt');
    // Not UTF-8, or binary control characters: not text.
    expect(await extOf(Buffer.from([0x68, 0x69, 0xc3]))).toBeNull();
    expect(await extOf(Buffer.from([0x68, 0x00, 0x69]))).toBeNull();
  });

  it('recognises voice notes: mp3, ogg, wav and m4a', async () => {
    expect(await extOf(Buffer.from([0xff, 0xfb, 0x90, 0x64, ...new Array(400).fill(0)]))).toBe('mp3');
    const oggPage = bytes('OggS', [0, 2], new Array(20).fill(0), [1, 30], '\x01vorbis', new Array(30).fill(0));
    expect(await extOf(oggPage)).toBe('ogg');
    expect(await extOf(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBe('wav');
    expect(await extOf(bytes([0, 0, 0, 0x1c], 'ftypM4A ', [0, 0, 0, 0]))).toBe('m4a');
  });

  it('takes nothing else for what the call table names', async () => {
    expect(await formatOf(Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe]))).toBeNull();
    expect(await formatOf(Buffer.alloc(0))).toBeNull();
    const exe = await formatOf(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'));
    expect(formatAllowed(exe, ['pdf', 'zip', 'docx', 'xlsx', 'txt'])).toBe(false);
    // A plain zip archive called report.docx is a zip, not a Word document.
    expect(formatAllowed(await formatOf(zipOf({ 'a.txt': 'a' })), ['docx'])).toBe(false);
    // Other Matroska files are not WebM.
    const mkv = await formatOf(bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88], 'matroska'));
    expect(formatAllowed(mkv, ['mp4', 'webm', 'mov'])).toBe(false);
  });

  it('gives each format its media type, WebM voice notes as audio', () => {
    expect(mimeTypeOf({ ext: 'mov', mime: 'video/quicktime' })).toBe('video/quicktime');
    expect(mimeTypeOf({ ext: 'webm', mime: 'video/webm' })).toBe('video/webm');
    expect(mimeTypeOf({ ext: 'webm', mime: 'video/webm' }, 'audio')).toBe('audio/webm');
  });
});
