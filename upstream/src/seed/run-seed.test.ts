/** The seed on an empty PostgreSQL database, then again: the second run must change and duplicate nothing. */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import {
  aboutPages,
  attributeOptions,
  attributes,
  banners,
  categories,
  companyValues,
  favorites,
  follows,
  leadershipMembers,
  locations,
  membershipPlans,
  membershipTypeServices,
  membershipTypes,
  productAttributeValues,
  productImages,
  products,
  productViews,
  promotions,
  requests,
  sellers,
  settings,
  users,
} from '../db/schema.js';
import { pictureSize } from '../services/images/picture.js';
import { verifyPassword } from '../services/passwords.js';
import { createTestPostgresDatabase, type TestDatabase } from '../testing.js';
import { seedAccounts } from './accounts.js';
import { EXTRA_ACCOUNT_PASSWORD, extraAccounts } from './accounts-extra.js';
import { contentFiles } from './content/content-files.js';
import { DEMO_FOLLOWS, seededProducts } from './demo-trades.js';
import { runSeed } from './run-seed.js';

const tables = {
  users,
  sellers,
  categories,
  settings,
  attributes,
  attributeOptions,
  products,
  productImages,
  productAttributeValues,
  locations,
  productViews,
  favorites,
  follows,
  requests,
  companyValues,
  aboutPages,
  leadershipMembers,
  banners,
  membershipPlans,
  membershipTypes,
  promotions,
  membershipTypeServices,
};

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

  /** Every row of every seeded table, in a stable order. */
  const snapshot = async () => {
    const out: Record<string, unknown[]> = {};
    for (const [name, table] of Object.entries(tables)) {
      out[name] = await database.db.select().from(table).orderBy(sql`1`);
    }
    return out;
  };

  /** Every file under the storage root with its modification time. */
  const files = async (dir = storageDir): Promise<[string, number][]> => {
    const out: [string, number][] = [];
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) out.push(...(await files(path)));
      else out.push([path, (await stat(path)).mtimeMs]);
    }
    return out;
  };

  it('fills an empty database, and a second run changes nothing', async () => {
    const started = performance.now();
    const first = await runSeed({ db: database.db, storageDir });
    console.info(`seed on PostgreSQL (pictures cached): ${Math.round(performance.now() - started)} ms`);
    const plan = seededProducts();
    expect(first).toMatchObject({
      users: seedAccounts.length + extraAccounts.length,
      // seller, company, the extra sellers and companies, and demo (it has ads of its own).
      sellers: 3 + extraAccounts.filter((a) => a.accountType !== 1).length,
      settings: 4,
      products: plan.length,
      images: plan.reduce((n, p) => n + p.pictures.length, 0),
      values: plan.reduce((n, p) => n + p.values.length, 0),
      follows: DEMO_FOLLOWS.length,
      requests: 6,
      content: expect.any(Number),
      // 3 plans, 3 services, 6 plan types, and the allowances each type includes.
      memberships: 3 + 3 + 6 + 2 * (2 + 3 + 3),
    });
    expect(first.products).toBeGreaterThanOrEqual(1000);
    expect(first.categories).toBeGreaterThanOrEqual(12 * 4);
    expect(first.favorites).toBeGreaterThanOrEqual(12);
    expect(first.banners).toBeGreaterThanOrEqual(6);
    // Category icons, two files per product picture (photo and thumbnail), content pictures.
    expect(first.files).toBe(first.categories * 2 + first.images * 2 + contentFiles().length);

    const rowsBefore = await snapshot();
    const filesBefore = await files();
    // …and the marker saying they are all in place.
    expect(filesBefore).toHaveLength(first.files + 1);
    const second = await runSeed({ db: database.db, storageDir });
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
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
    const extra = byName.get(extraAccounts[0]?.userName ?? '');
    expect(await verifyPassword(EXTRA_ACCOUNT_PASSWORD, extra?.passwordHash ?? '')).toBe(true);
  });

  it('gives the demo account products to offer, follows, and requests in every status both ways', async () => {
    const [demo] = await database.db.select().from(users).where(sql`${users.userName} = 'demo'`);
    const own = await database.db
      .select({ id: products.id, sellType: products.sellType, status: products.status })
      .from(products)
      .innerJoin(sellers, sql`${sellers.id} = ${products.sellerId}`)
      .where(sql`${sellers.userId} = ${demo?.id}`);
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(own.every((p) => p.status === 'published')).toBe(true);
    expect(own.filter((p) => p.sellType !== 'sell').length).toBeGreaterThanOrEqual(2);
    const followed = await database.db.select().from(follows).where(sql`${follows.followerId} = ${demo?.id}`);
    expect(followed).toHaveLength(DEMO_FOLLOWS.length);
    const rows = await database.db.select().from(requests);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['bartering', 'sale']));
    expect(rows.some((r) => r.senderId === demo?.id)).toBe(true);
    expect(rows.some((r) => r.receiverId === demo?.id)).toBe(true);
    for (const r of rows) expect(r.updatedAt.getTime()).toBeGreaterThanOrEqual(r.createdAt.getTime());
  });

  it('ends two ads of the seller account and brings two within the 3-day notice, their notices counted as sent', async () => {
    const ends = await database.db
      .select({ endsAt: products.endsAt, told: products.endingNoticeFor, userName: users.userName })
      .from(products)
      .innerJoin(sellers, sql`${sellers.id} = ${products.sellerId}`)
      .innerJoin(users, sql`${users.id} = ${sellers.userId}`)
      .where(sql`${products.endsAt} < now() + interval '3 days'`);
    expect(ends.map((e) => e.userName)).toEqual(['seller', 'seller', 'seller', 'seller']);
    expect(ends.filter((e) => e.endsAt.getTime() < Date.now())).toHaveLength(2);
    for (const e of ends) expect(e.told?.getTime()).toBe(e.endsAt.getTime());
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

  it('makes a varied catalogue: every attribute type, both languages, all sell types, every kind of seller', async () => {
    const types = await database.db
      .selectDistinct({ type: attributes.type })
      .from(attributes)
      .orderBy(asc(attributes.type));
    expect(types.map((t) => t.type)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const rows = await database.db
      .select({
        language: products.language,
        sellType: products.sellType,
        isNew: products.isNew,
        price: products.price,
        accountType: users.accountType,
        top: products.topCategoryId,
      })
      .from(products)
      .innerJoin(sellers, sql`${sellers.id} = ${products.sellerId}`)
      .innerJoin(users, sql`${users.id} = ${sellers.userId}`);
    const share = (test: (r: (typeof rows)[number]) => boolean) => rows.filter(test).length / rows.length;
    expect(share((r) => r.language === 'ar')).toBeGreaterThan(0.4);
    expect(share((r) => r.language === 'ar')).toBeLessThan(0.6);
    for (const type of ['sell', 'barter', 'sell/barter'])
      expect(share((r) => r.sellType === type)).toBeGreaterThan(0.1);
    expect(share((r) => r.isNew)).toBeGreaterThan(0.2);
    expect(share((r) => !r.isNew)).toBeGreaterThan(0.4);
    expect(share((r) => r.accountType === 2)).toBeGreaterThan(0.2);
    expect(share((r) => r.accountType === 3)).toBeGreaterThan(0.2);
    expect(new Set(rows.map((r) => r.top)).size).toBe(12);
    for (const r of rows) if (r.price !== null) expect(r.price).toMatch(/^\d+\.\d{3}$/);
    const sellerCount = await database.db
      .select({ n: sql<number>`count(distinct ${products.sellerId})::int` })
      .from(products);
    expect(sellerCount[0]?.n).toBeGreaterThanOrEqual(20);
    for (const place of await database.db.select().from(locations)) {
      expect(place.latitude).toBeGreaterThan(28.5);
      expect(place.latitude).toBeLessThan(30.1);
      expect(place.longitude).toBeGreaterThan(46.5);
      expect(place.longitude).toBeLessThan(48.6);
    }
  });

  it('writes real PNG pictures of the stored sizes', async () => {
    const sample = await database.db.select().from(productImages).orderBy(asc(productImages.id)).limit(20);
    for (const image of sample) {
      expect(await pictureSize(await readFile(join(storageDir, image.path)))).toEqual({
        width: image.width,
        height: image.height,
      });
      expect(await pictureSize(await readFile(join(storageDir, image.thumbnailPath)))).toEqual({
        width: 160,
        height: 120,
      });
    }
    for (const banner of await database.db.select().from(banners)) {
      expect(await pictureSize(await readFile(join(storageDir, banner.imagePath)))).toEqual({
        width: banner.width,
        height: banner.height,
      });
    }
  });
});
