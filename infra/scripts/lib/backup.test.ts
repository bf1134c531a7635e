import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupName, DATABASE_FILE, MANIFEST_FILE, STORAGE_FILE, verifyBackup } from './backup.mjs';

describe('backups', () => {
  it('are named by their UTC time, sortable and valid as folder names', () => {
    expect(backupName(new Date('2026-11-23T20:30:05.123Z'))).toBe('badal-2026-11-23T20-30-05Z');
  });

  it('are checked against their manifest before anything is replaced', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'badal-backup-test-'));
    await expect(verifyBackup(dir)).rejects.toThrow('is not a backup');
    const files = { [DATABASE_FILE]: 'dump', [STORAGE_FILE]: 'files' };
    const manifest = { createdAt: '2026-11-23T20:30:05.123Z', database: 'badal', files: {} as Record<string, unknown> };
    for (const [name, text] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, name), text);
      manifest.files[name] = { bytes: text.length, sha256: createHash('sha256').update(text).digest('hex') };
    }
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
    expect(await verifyBackup(dir)).toEqual({ createdAt: manifest.createdAt, database: 'badal' });
    fs.writeFileSync(path.join(dir, STORAGE_FILE), 'files, changed');
    await expect(verifyBackup(dir)).rejects.toThrow('does not match its checksum');
    fs.rmSync(path.join(dir, DATABASE_FILE));
    await expect(verifyBackup(dir)).rejects.toThrow('is missing');
  });
});
