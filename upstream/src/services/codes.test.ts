/** SMS codes per phone: a resend cooldown and a daily cap, enforced by the API itself. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../db/schema.js';
import { type ApiClient, apiClient } from '../test/api-client.js';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

describe('SMS limits per phone', () => {
  let upstream: TestUpstream;
  let api: ApiClient;
  beforeAll(async () => {
    upstream = await sharedTestUpstream({ smsLimits: { resendCooldownSeconds: 60, perPhonePerDay: 3 } });
    api = apiClient(upstream.url);
  });
  afterAll(() => upstream?.close());

  const userIdOf = async (phone: string) => {
    const [user] = await upstream.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    if (!user) throw new Error(`no user with phone ${phone}`);
    return user.id;
  };

  it('holds a resend back until the cooldown has passed, with Retry-After, and sends nothing meanwhile', async () => {
    const first = await api.get('/authentication/message?mobile=50000004');
    expect(first.status).toBe(200);
    const sent = (await upstream.readOutbox('50000004')).length;
    const again = await api.get('/authentication/message?mobile=50000004');
    expect(again.status).toBe(429);
    expect(again.body.errors ?? {}).toEqual({});
    expect(typeof again.body.message).toBe('string');
    const wait = Number(again.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await upstream.readOutbox('50000004')).length).toBe(sent);
  });

  it("refuses a phone's codes beyond the day's allowance until the oldest is a day old", async () => {
    const userId = await userIdOf('50000003');
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await upstream.db.insert(verificationCodes).values(
      [5, 4, 3].map((h) => ({
        userId,
        purpose: 'sms',
        codeHash: `old-${h}`,
        expiresAt: hoursAgo(h),
        createdAt: hoursAgo(h),
      })),
    );
    const capped = await api.get('/authentication/message?mobile=50000003');
    expect(capped.status).toBe(429);
    const wait = Number(capped.headers.get('retry-after'));
    // The oldest counted code (5 h ago) leaves the 24-hour window in about 19 hours.
    expect(wait).toBeGreaterThan(18 * 3600);
    expect(wait).toBeLessThanOrEqual(19 * 3600);
  });
});
