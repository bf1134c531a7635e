/**
 * A large catalogue on top of the demo data (`npm run seed -w upstream -- --products 100000
 * --users 10000`): generated members, their seller rows, and generated products up to the given
 * total, inserted in batches. Deterministic and idempotent like the demo seed: a rerun, or a run
 * with the same numbers on another machine, gives the same rows; members and products that exist
 * are left alone.
 */
import { AccountType } from '@badal/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { categories, sellers, users } from '../../db/schema.js';
import { hashPassword } from '../../services/passwords.js';
import { planProducts } from '../catalogue/product-plan.js';
import { seedAttributes } from '../seed-attributes.js';
import { seedProducts } from '../seed-products.js';
import { planScaleProducts } from './scale-products.js';
import { planScaleUsers, SCALE_USER_PASSWORD } from './scale-users.js';

export interface ScaleOptions {
  /** Products in the whole catalogue, demo products included. */
  products: number;
  /** Generated members. */
  users: number;
  now?: Date;
  /** Progress lines. */
  log?: (line: string) => void;
}

const BATCH = 5_000;

export const seedScale = async (db: Db, options: ScaleOptions): Promise<{ users: number; products: number }> => {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const members = planScaleUsers(options.users);

  // One hash for every generated member: they share a password, and hashing is slow on purpose.
  const passwordHash = await hashPassword(SCALE_USER_PASSWORD);
  let insertedUsers = 0;
  for (let i = 0; i < members.length; i += 1_000) {
    const rows = members.slice(i, i + 1_000).map((m) => ({
      userName: m.userName,
      email: m.email,
      phone: m.phone,
      fullName: m.fullName,
      passwordHash,
      status: 'active',
      accountType: m.accountType,
      gender: m.gender,
      country: 'Kuwait',
      verifiedAt: now,
    }));
    insertedUsers += (await db.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id })).length;
  }
  const sellerNames = members.filter((m) => m.accountType !== AccountType.user).map((m) => m.userName);
  for (let i = 0; i < sellerNames.length; i += 1_000) {
    const ids = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.userName, sellerNames.slice(i, i + 1_000)));
    if (ids.length > 0)
      await db
        .insert(sellers)
        .values(ids.map((u) => ({ userId: u.id })))
        .onConflictDoNothing();
  }
  log(`members: ${members.length} (${insertedUsers} new), of whom ${sellerNames.length} list products`);

  const generated = Math.max(0, options.products - planProducts().length);
  if (generated > 0 && sellerNames.length === 0) throw new Error('--products beyond the demo catalogue needs --users');
  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((r) => [r.slug, r.id]),
  );
  const { ids: attributeIds } = await seedAttributes(db, categoryIds);
  let insertedProducts = 0;
  const started = performance.now();
  for (let from = 0; from < generated; from += BATCH) {
    const to = Math.min(generated, from + BATCH);
    const plan = planScaleProducts(from, to, sellerNames);
    // A batch is whole or not there: a rerun after a failure inserts what is missing.
    const report = await db.transaction((tx) =>
      seedProducts(tx, plan, { categories: categoryIds, attributes: attributeIds }, now, []),
    );
    insertedProducts += report.products;
    const seconds = (performance.now() - started) / 1000;
    log(`products: ${to} / ${generated} generated (${insertedProducts} new) in ${seconds.toFixed(0)} s`);
  }
  // Fresh statistics and visibility maps for the planner after a bulk load (autovacuum would get
  // there later): row estimates of the attribute values, index-only scans for counts.
  if (insertedProducts > 0 || insertedUsers > 0) {
    for (const table of ['users', 'products', 'product_attribute_values', 'product_images', 'locations']) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
  }
  return { users: insertedUsers, products: insertedProducts };
};
