/**
 * The monthly allowance of included services: uses are counted per cycle of the membership, the
 * last one cannot be taken twice, a new cycle starts afresh, and a plan without the service or a
 * member without a membership gets none. Also activation: renewal and a plan that follows.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { memberships, users } from '../../db/schema.js';
import { sharedTestUpstream, type TestUpstream } from '../../testing.js';
import { useAllowance } from './allowances.js';
import { findType } from './catalog.js';
import { activateMembership, membershipsView } from './membership-store.js';

describe('membership allowances', () => {
  let upstream: TestUpstream;
  let userId: number;
  const start = new Date('2026-01-31T12:00:00Z');

  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    const [user] = await upstream.db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo'));
    userId = user?.id ?? 0;
  });
  afterAll(async () => upstream?.close());

  const take = (code: 'boostAd' | 'adRefresh' | 'flashSale', now: Date) =>
    upstream.db.transaction((tx) => useAllowance(tx as unknown as Db, { userId, code, productId: null, now }));

  it('gives nothing without a membership', async () => {
    expect(await take('boostAd', start)).toBeNull();
  });

  it('counts uses per monthly cycle and refuses past the quota', async () => {
    const basicMonthly = await findType(upstream.db, 1);
    if (!basicMonthly) throw new Error('no Basic monthly type');
    await upstream.db.transaction((tx) =>
      activateMembership(tx as unknown as Db, { userId, type: basicMonthly, orderId: null, now: start }),
    );
    // Basic: 1 boost (3 days) a month, no flash sale.
    expect(await take('boostAd', new Date('2026-02-01T00:00:00Z'))).toMatchObject({ days: 3, remaining: 0 });
    expect(await take('boostAd', new Date('2026-02-10T00:00:00Z'))).toBeNull();
    expect(await take('flashSale', new Date('2026-02-10T00:00:00Z'))).toBeNull();
    const view = await membershipsView(upstream.db, userId, 'en', new Date('2026-02-10T00:00:00Z'));
    expect(view.current?.allowances.find((a) => a.code === 'boostAd')).toMatchObject({
      used: 1,
      remaining: 0,
      cycleStartsAt: '2026-01-31T12:00:00.000Z',
      cycleEndsAt: '2026-02-28T12:00:00.000Z',
    });
  });

  it('ends with the membership; a renewal extends it and a new cycle has its uses again', async () => {
    expect(await take('boostAd', new Date('2026-03-01T00:00:00Z'))).toBeNull();
    const basicYearly = await findType(upstream.db, 2);
    if (!basicYearly) throw new Error('no Basic yearly type');
    const renewed = await upstream.db.transaction((tx) =>
      activateMembership(tx as unknown as Db, {
        userId,
        type: basicYearly,
        orderId: null,
        now: new Date('2026-02-20T00:00:00Z'),
      }),
    );
    expect(renewed.endsAt.toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(await take('boostAd', new Date('2026-03-01T00:00:00Z'))).toMatchObject({ remaining: 0 });
    expect(await take('boostAd', new Date('2026-03-05T00:00:00Z'))).toBeNull();
  });

  it('starts a second plan paid for during the first when the first ends', async () => {
    const proMonthly = await findType(upstream.db, 3);
    if (!proMonthly) throw new Error('no Pro monthly type');
    const next = await upstream.db.transaction((tx) =>
      activateMembership(tx as unknown as Db, {
        userId,
        type: proMonthly,
        orderId: null,
        now: new Date('2026-03-05T00:00:00Z'),
      }),
    );
    expect(next.startsAt.toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(next.endsAt.toISOString()).toBe('2027-03-28T12:00:00.000Z');
    const rows = await upstream.db.select().from(memberships).where(eq(memberships.userId, userId));
    expect(rows).toHaveLength(2);
    const [user] = await upstream.db.select().from(users).where(eq(users.id, userId));
    expect(user?.membershipExpiresAt?.toISOString()).toBe('2027-03-28T12:00:00.000Z');
  });
});
