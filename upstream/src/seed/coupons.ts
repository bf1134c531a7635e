/**
 * Demo coupons (README): one to use (BADAL10, any number of times by one customer, so demos can
 * show it again and again), one that has expired and one whose uses are spent, so every answer of
 * GET /coupons/check can be seen. Coupons are once per customer unless they say otherwise.
 * Idempotent; dates are far from any demo's today.
 */
import type { Db } from '../db/database.js';
import { coupons } from '../db/schema.js';

export const seedCoupons = [
  {
    code: 'BADAL10',
    percent: 10,
    expiresAt: '2036-12-31T21:00:00Z',
    maxUses: 100_000,
    usedCount: 0,
    maxUsesPerCustomer: null,
  },
  { code: 'EID2025', percent: 20, expiresAt: '2025-04-03T21:00:00Z', maxUses: 1_000, usedCount: 12 },
  { code: 'WELCOME50', percent: 50, expiresAt: '2036-12-31T21:00:00Z', maxUses: 1, usedCount: 1 },
] as const;

export const insertSeedCoupons = async (tx: Db): Promise<number> =>
  (
    await tx
      .insert(coupons)
      .values(seedCoupons.map((c) => ({ ...c, expiresAt: new Date(c.expiresAt) })))
      .onConflictDoNothing()
      .returning({ id: coupons.id })
  ).length;
