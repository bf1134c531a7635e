/** Inserts the marketplace's other members (accounts-extra.ts) that are missing, and their seller rows. */
import { AccountType } from '@badal/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sellers, users } from '../db/schema.js';
import { hashPassword } from '../services/passwords.js';
import { EXTRA_ACCOUNT_PASSWORD, extraAccounts, extraPhone } from './accounts-extra.js';
import { areaByKey } from './catalogue/areas.js';

/** Password hashes of the accounts that are missing (hashing is slow on purpose, so only those). */
export const hashMissingExtraAccounts = async (db: Db): Promise<Map<string, string>> => {
  const names = extraAccounts.map((a) => a.userName);
  const present = new Set(
    (
      await db
        .select({ userName: users.userName })
        .from(users)
        .where(inArray(sql`lower(${users.userName})`, names))
    ).map((r) => r.userName.toLowerCase()),
  );
  const missing = extraAccounts.filter((a) => !present.has(a.userName));
  if (missing.length === 0) return new Map();
  // One hash, salted once, serves every missing account: they share the demo password anyway.
  const hash = await hashPassword(EXTRA_ACCOUNT_PASSWORD);
  return new Map(missing.map((a) => [a.userName, hash]));
};

export const seedExtraAccounts = async (
  db: Db,
  hashes: Map<string, string>,
): Promise<{ users: number; sellers: number }> => {
  const rows = extraAccounts
    .map((account, index) => ({ account, index }))
    .filter(({ account }) => hashes.has(account.userName))
    .map(({ account, index }) => {
      const area = areaByKey(account.area);
      return {
        userName: account.userName,
        email: `${account.userName}@badal.test`,
        phone: extraPhone(index),
        fullName: account.fullName,
        passwordHash: hashes.get(account.userName) ?? '',
        status: 'active',
        accountType: account.accountType,
        gender: account.gender,
        addresses: [/[\u0600-\u06FF]/.test(account.fullName) ? area.ar : area.en],
        country: 'Kuwait',
        verifiedAt: new Date(),
      };
    });
  const inserted =
    rows.length === 0 ? [] : await db.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
  const sellerUsers = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.userName,
        extraAccounts.filter((a) => a.accountType !== AccountType.user).map((a) => a.userName),
      ),
    );
  const insertedSellers =
    sellerUsers.length === 0
      ? []
      : await db
          .insert(sellers)
          .values(sellerUsers.map((u) => ({ userId: u.id })))
          .onConflictDoNothing()
          .returning({ id: sellers.id });
  return { users: inserted.length, sellers: insertedSellers.length };
};
