import { describe, expect, it } from 'vitest';
import { PNG_1PX } from '../test-support.js';
import { detectFormat, extensionOf, formatAllowed } from './file-format.js';

describe('file formats by magic bytes', () => {
  it('recognises png, jpeg, webp and gif, and nothing else', () => {
    expect(detectFormat(PNG_1PX)).toBe('png');
    expect(detectFormat(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0]))).toBe('jpeg');
    expect(detectFormat(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('webp');
    expect(detectFormat(Buffer.from('GIF89a......'))).toBe('gif');
    expect(detectFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectFormat(Buffer.from('RIFF....WAVE'))).toBeNull();
    expect(detectFormat(Buffer.alloc(0))).toBeNull();
  });

  it('matches the call table names, jpg and jpeg alike', () => {
    expect(formatAllowed('jpeg', ['png', 'jpg'])).toBe(true);
    expect(formatAllowed('jpeg', ['jpeg'])).toBe(true);
    expect(formatAllowed('gif', ['png', 'jpg', 'jpeg', 'webp'])).toBe(false);
    expect(formatAllowed(null, ['png'])).toBe(false);
    expect(formatAllowed(null, [])).toBe(true);
    expect(extensionOf('jpeg')).toBe('jpg');
  });
});
