// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACCEPTED_EXTENSIONS, addFiles, fieldFor, fieldSpec, formatSize, groupByField } from './attachments';

const MB = 1024 * 1024;
const file = (name: string, size = 1000, type = '') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('chat attachments, checked against the contracts before upload', () => {
  it('sorts files into the four fields by format; webm by its type', () => {
    expect(fieldFor(file('a.JPG'))).toBe('images');
    expect(fieldFor(file('clip.mov'))).toBe('videos');
    expect(fieldFor(file('offer.pdf'))).toBe('files');
    expect(fieldFor(file('note.m4a'))).toBe('audios');
    expect(fieldFor(file('voice.webm', 10, 'audio/webm'))).toBe('audios');
    expect(fieldFor(file('screen.webm', 10, 'video/webm'))).toBe('videos');
    expect(fieldFor(file('run.exe'))).toBeNull();
    expect(ACCEPTED_EXTENSIONS).toContain('.pdf');
  });

  it('refuses unknown formats, files over the size limit and one too many', () => {
    const images = Array.from({ length: fieldSpec('images').maxCount }, (_, i) => file(`p${i}.png`));
    const { picked, rejected } = addFiles(
      [],
      [
        ...images,
        file('one-more.png'),
        file('virus.exe'),
        file('huge.mp4', fieldSpec('videos').maxBytes + 1),
        file('ok.mp4', 3 * MB),
      ],
    );
    expect(picked.map((p) => p.file.name)).toEqual([...images.map((f) => f.name), 'ok.mp4']);
    expect(rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['one-more.png', 'validation.tooManyFiles'],
      ['virus.exe', 'validation.fileType'],
      ['huge.mp4', 'error.payloadTooLarge'],
    ]);
    const groups = groupByField(picked);
    expect(groups.images).toHaveLength(fieldSpec('images').maxCount);
    expect(groups.videos.map((f) => f.name)).toEqual(['ok.mp4']);
    expect(groups.files).toEqual([]);
  });

  it('writes sizes in the reader’s language', () => {
    expect(formatSize(1536, 'en')).toBe('1.5 kB');
    expect(formatSize(3 * MB, 'en')).toBe('3 MB');
    expect(formatSize(3 * MB, 'ar')).toMatch(/^3 /);
  });
});
