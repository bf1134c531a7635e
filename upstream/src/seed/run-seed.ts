/**
 * The demo data: accounts, the category tree with its images, settings, and the catalogue —
 * attributes, 1,000+ products with pictures, favourites, company values, about pages, banners —
 * and the demo account's own products, follows and barter and trade requests (demo-trades.ts).
 * Idempotent — rows are inserted only when missing (ON CONFLICT DO NOTHING, nothing is
 * overwritten) and files written only when absent — so it runs at every start, and running it
 * twice changes nothing.
 */

import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { AccountType } from '@badal/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { categories, sellers, settings, users } from '../db/schema.js';
import { hashPassword } from '../services/passwords.js';
import { storeFile } from '../services/storage.js';
import { seedAccounts } from './accounts.js';
import { extraAccounts } from './accounts-extra.js';
import { adLifeDemoEnds, planEndedProducts } from './ad-life-demo.js';
import { cataloguePlan } from './catalogue/index.js';
import { planProducts } from './catalogue/product-plan.js';
import { seedCategories } from './categories.js';
import { categoryImages, lighten } from './category-icons.js';
import { contentFiles } from './content/content-files.js';
import { insertSeedCoupons, seedCoupons } from './coupons.js';
import { DEMO_FOLLOWS, DEMO_USER, planDemoProducts, planDemoRequests, seedDemoTrades } from './demo-trades.js';
import { completionMarker, DEFAULT_MEDIA_CACHE_DIR, placeSeedFiles } from './media/media-cache.js';
import { pictureFiles } from './media/picture-files.js';
import { PICTURE_VERSION } from './media/product-pictures.js';
import { seedPlans, seedServices } from './memberships.js';
import { hashMissingExtraAccounts, seedExtraAccounts } from './seed-accounts-extra.js';
import { seedAttributes } from './seed-attributes.js';
import { seedContent } from './seed-content.js';
import { seedMemberships } from './seed-memberships.js';
import { seedProducts } from './seed-products.js';
import { seedSettings } from './settings.js';

export interface SeedReport {
  users: number;
  sellers: number;
  categories: number;
  settings: number;
  attributes: number;
  options: number;
  products: number;
  images: number;
  values: number;
  favorites: number;
  /** The demo account's follows and the requests between the demo accounts. */
  follows: number;
  requests: number;
  content: number;
  banners: number;
  /** Membership plans, plan types, services and included allowances. */
  memberships: number;
  /** Files written into the storage root (category icons, product pictures, content images). */
  files: number;
}

export interface SeedTarget {
  db: Db;
  storageDir: string;
  /** Where generated pictures are cached between data directories; default in the OS temp directory. */
  mediaCacheDir?: string;
  /** "Now" for the products' listing times (tests pass a fixed one). */
  now?: Date;
}

/** Changes whenever the seed data does (used to key cached test databases). */
export const seedFingerprint = (): string =>
  createHash('sha256')
    .update(
      JSON.stringify({
        v: 4,
        PICTURE_VERSION,
        seedAccounts,
        extraAccounts,
        seedCategories,
        seedSettings,
        cataloguePlan,
        demo: {
          products: planDemoProducts(),
          follows: DEMO_FOLLOWS,
          requests: planDemoRequests(planProducts(), planDemoProducts()),
        },
        adLife: { ended: planEndedProducts(), ends: [...adLifeDemoEnds()] },
        seedPlans,
        seedServices,
        seedCoupons,
      }),
    )
    .digest('hex');

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Every category with its images: top ones in their colour, children a lighter shade. */
const categoryPlan = () =>
  seedCategories.map((top, position) => ({
    top: { ...top, position, images: categoryImages(top.slug, top.glyph, top.colour, top.en) },
    children: top.children.map((child, childPosition) => ({
      ...child,
      position: childPosition,
      images: categoryImages(child.slug, top.glyph, lighten(top.colour, 0.3), child.en),
    })),
  }));

const seedFiles = async (storageDir: string, plan: ReturnType<typeof categoryPlan>): Promise<number> => {
  let written = 0;
  const all = plan.flatMap((p) => [p.top.images, ...p.children.map((c) => c.images)]);
  for (const images of all) {
    for (const [path, content] of [
      [images.imagePath, images.image],
      [images.thumbnailPath, images.thumbnail],
    ] as const) {
      if (await exists(join(storageDir, path))) continue;
      await storeFile(storageDir, path, content);
      written++;
    }
  }
  return written;
};

export const runSeed = async ({
  db,
  storageDir,
  mediaCacheDir = DEFAULT_MEDIA_CACHE_DIR,
  now = new Date(),
}: SeedTarget): Promise<SeedReport> => {
  const plan = categoryPlan();
  const products = planProducts();
  const demoProducts = planDemoProducts();
  // Files first: no row may point at a picture that is not there yet.
  const generated = [...pictureFiles([...products, ...demoProducts]), ...contentFiles()];
  const files =
    (await seedFiles(storageDir, plan)) +
    (await placeSeedFiles(storageDir, mediaCacheDir, generated, { marker: completionMarker('seed', generated) }));

  // Hashing is slow on purpose; only accounts that are missing get a hash.
  const names = seedAccounts.map((a) => a.userName.toLowerCase());
  const present = new Set(
    (
      await db
        .select({ userName: users.userName })
        .from(users)
        .where(inArray(sql`lower(${users.userName})`, names))
    ).map((r) => r.userName.toLowerCase()),
  );
  const missing = seedAccounts.filter((a) => !present.has(a.userName.toLowerCase()));
  const hashes = await Promise.all(missing.map((a) => hashPassword(a.password)));
  const extraHashes = await hashMissingExtraAccounts(db);

  return db.transaction(async (tx) => {
    const insertedUsers =
      missing.length === 0
        ? []
        : await tx
            .insert(users)
            .values(
              missing.map((a, i) => ({
                userName: a.userName,
                email: a.email,
                phone: a.phone,
                fullName: a.fullName,
                passwordHash: hashes[i] ?? '',
                status: a.status,
                accountType: a.accountType,
                role: a.role ?? 'member',
                gender: a.gender,
                addresses: [a.address],
                country: 'Kuwait',
                verifiedAt: a.status === 'unverified' ? null : new Date(),
              })),
            )
            .onConflictDoNothing()
            .returning({ id: users.id });

    // The demo user has published ads, so it has a seller profile like any member who has.
    const sellerNames = [
      ...seedAccounts.filter((a) => a.accountType !== AccountType.user).map((a) => a.userName),
      DEMO_USER,
    ];
    const sellerUsers = await tx.select({ id: users.id }).from(users).where(inArray(users.userName, sellerNames));
    const insertedSellers =
      sellerUsers.length === 0
        ? []
        : await tx
            .insert(sellers)
            .values(sellerUsers.map((u) => ({ userId: u.id })))
            .onConflictDoNothing()
            .returning({ id: sellers.id });

    const insertedTops = await tx
      .insert(categories)
      .values(
        plan.map(({ top }) => ({
          slug: top.slug,
          nameEn: top.en,
          nameAr: top.ar,
          position: top.position,
          imagePath: top.images.imagePath,
          thumbnailPath: top.images.thumbnailPath,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: categories.id });
    const topIds = new Map(
      (
        await tx
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(
            inArray(
              categories.slug,
              plan.map((p) => p.top.slug),
            ),
          )
      ).map((r) => [r.slug, r.id]),
    );
    const insertedChildren = await tx
      .insert(categories)
      .values(
        plan.flatMap(({ top, children }) =>
          children.map((child) => ({
            parentId: topIds.get(top.slug) ?? null,
            slug: child.slug,
            nameEn: child.en,
            nameAr: child.ar,
            position: child.position,
            imagePath: child.images.imagePath,
            thumbnailPath: child.images.thumbnailPath,
          })),
        ),
      )
      .onConflictDoNothing()
      .returning({ id: categories.id });

    const insertedSettings = await tx
      .insert(settings)
      .values(Object.entries(seedSettings).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing()
      .returning({ key: settings.key });

    const extra = await seedExtraAccounts(tx, extraHashes);
    const categoryIds = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((r) => [r.slug, r.id]),
    );
    const attributeReport = await seedAttributes(tx, categoryIds);
    const productReport = await seedProducts(
      tx,
      products,
      { categories: categoryIds, attributes: attributeReport.ids },
      now,
    );
    const demoReport = await seedProducts(
      tx,
      demoProducts,
      { categories: categoryIds, attributes: attributeReport.ids },
      now,
      [],
    );
    // The seller's two ended ads (ad-life-demo.ts): beside the catalogue, in no count of it.
    await seedProducts(tx, planEndedProducts(), { categories: categoryIds, attributes: attributeReport.ids }, now, []);
    const trades = await seedDemoTrades(tx, products, demoProducts, now);
    const contentReport = await seedContent(tx);
    const membershipRows = await seedMemberships(tx);
    const couponRows = await insertSeedCoupons(tx);

    return {
      users: insertedUsers.length + extra.users,
      sellers: insertedSellers.length + extra.sellers,
      categories: insertedTops.length + insertedChildren.length,
      settings: insertedSettings.length,
      attributes: attributeReport.attributes,
      options: attributeReport.options,
      products: productReport.products + demoReport.products,
      images: productReport.images + demoReport.images,
      values: productReport.values + demoReport.values,
      favorites: productReport.favorites,
      ...trades,
      ...contentReport,
      memberships: membershipRows,
      coupons: couponRows,
      files,
    };
  });
};
