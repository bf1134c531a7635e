/** The seed on an empty database, then again: the second run must change and duplicate nothing. */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { categories, sellers, settings, users } from '../db/schema.js';
import { verifyPassword } from '../services/passwords.js';
import { createTestPostgresDatabase, type TestDatabase } from '../testing.js';
import { seedAccounts } from './accounts.js';
import { runSeed } from './run-seed.js';

describe('seed', () => {
  let target: TestDatabase;
  let database: Database;
  let storageDir: string;

  beforeAll(async () => {
    target = await createTestPostgresDatabase();
    database = await openDatabase(target.options);
    await database.migrate();
    storageDir = await mkdtemp(join(tmpdir(), 'badal-seed-test-'));
  });
  afterAll(async () => {
    await database?.close();
    await target?.drop();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  const snapshot = async () => ({
    users: await database.db.select().from(users).orderBy(asc(users.id)),
    sellers: await database.db.select().from(sellers).orderBy(asc(sellers.id)),
    categories: await database.db.select().from(categories).orderBy(asc(categories.id)),
    settings: await database.db.select().from(settings).orderBy(asc(settings.key)),
  });

  const files = async () => {
    const dir = join(storageDir, 'categories');
    const names = (await readdir(dir)).sort();
    return Promise.all(names.map(async (name) => [name, (await stat(join(dir, name))).mtimeMs] as const));
  };

  it('fills an empty database, and a second run changes nothing', async () => {
    const first = await runSeed({ db: database.db, storageDir });
    expect(first.users).toBe(5);
    expect(first.sellers).toBe(2);
    expect(first.settings).toBe(3);
    expect(first.categories).toBeGreaterThanOrEqual(12 * 4);
    expect(first.files).toBe(first.categories * 2);

    const rowsBefore = await snapshot();
    const filesBefore = await files();
    const second = await runSeed({ db: database.db, storageDir });
    expect(second).toEqual({ users: 0, sellers: 0, categories: 0, settings: 0, files: 0 });
    expect(await snapshot()).toEqual(rowsBefore);
    expect(await files()).toEqual(filesBefore);
  });

  it('gives the demo accounts their states, unique phones and working passwords', async () => {
    const rows = await database.db.select().from(users);
    const byName = new Map(rows.map((r) => [r.userName, r]));
    expect(byName.get('demo')).toMatchObject({ email: 'demo@badal.test', phone: '50000001', status: 'active' });
    expect(byName.get('unverified')?.status).toBe('unverified');
    expect(byName.get('banned')?.status).toBe('banned');
    expect(byName.get('company')?.accountType).toBe(3);
    expect(new Set(rows.map((r) => r.phone)).size).toBe(rows.length);
    for (const row of rows) expect(row.phone).toMatch(/^\d{8}$/);
    for (const account of seedAccounts) {
      expect(await verifyPassword(account.password, byName.get(account.userName)?.passwordHash ?? '')).toBe(true);
    }
  });

  it('gives every category English and Arabic names and both images', async () => {
    const rows = await database.db.select().from(categories);
    const tops = rows.filter((r) => r.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(12);
    for (const top of tops) {
      const children = rows.filter((r) => r.parentId === top.id);
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(children.length).toBeLessThanOrEqual(6);
    }
    for (const row of rows) {
      expect(row.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(row.nameEn).toMatch(/^[A-Za-z]/);
      await expect(stat(join(storageDir, row.imagePath ?? ''))).resolves.toBeTruthy();
      await expect(stat(join(storageDir, row.thumbnailPath ?? ''))).resolves.toBeTruthy();
    }
  });
});
