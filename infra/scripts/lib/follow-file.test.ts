import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { followFile } from './follow-file.mjs';

describe('followFile', () => {
  it('hands over complete lines as they are appended, and the rest once they end', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'badal-follow-')), 'access.log');
    const lines: string[] = [];
    const stop = followFile(file, (line) => lines.push(line), { intervalMs: 10 });
    fs.writeFileSync(file, 'one\ntw');
    await expect.poll(() => lines).toEqual(['one']);
    fs.appendFileSync(file, 'o\nthree\n');
    await expect.poll(() => lines).toEqual(['one', 'two', 'three']);
    fs.appendFileSync(file, 'four\n');
    stop();
    expect(lines).toEqual(['one', 'two', 'three', 'four']);
  });
});
