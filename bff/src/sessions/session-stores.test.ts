import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAvailable, testRedisUrl } from '../test/redis.js';
import { MemorySessionStore } from './memory-store.js';
import { RedisSessionStore } from './redis-store.js';
import { isWellFormedSessionId, newSessionId, type Session, type SessionStore } from './session-store.js';

const session = (over: Partial<Session> = {}): Session => ({
  id: newSessionId(),
  apiToken: `token-${randomUUID()}`,
  userId: 42,
  fullName: 'Test User',
  checkMembership: false,
  createdAt: Date.now(),
  expiresAt: Date.now() + 60_000,
  ...over,
});

const hasRedis = await redisAvailable();
const stores: Array<[string, () => SessionStore, boolean]> = [
  ['memory', () => new MemorySessionStore(), true],
  ['redis', () => new RedisSessionStore(testRedisUrl, `badal-test:${randomUUID()}:`), hasRedis],
];

describe('session ids', () => {
  it('are 256-bit URL-safe strings and anything else is rejected', () => {
    const id = newSessionId();
    expect(isWellFormedSessionId(id)).toBe(true);
    expect(new Set(Array.from({ length: 100 }, newSessionId)).size).toBe(100);
    expect(isWellFormedSessionId('short')).toBe(false);
    expect(isWellFormedSessionId(`${id.slice(0, 42)}$`)).toBe(false);
  });
});

describe.each(stores)('%s session store', (_name, make, enabled) => {
  const store = make();
  afterAll(async () => store.close());

  it.runIf(enabled)('stores, reads and deletes a session', async () => {
    const s = session();
    await store.set(s);
    expect(await store.get(s.id)).toEqual(s);
    await store.delete(s.id);
    expect(await store.get(s.id)).toBeNull();
  });

  it.runIf(enabled)('forgets a session once it expires', async () => {
    const s = session({ expiresAt: Date.now() + 150 });
    await store.set(s);
    expect(await store.get(s.id)).not.toBeNull();
    // Redis forgets it by its own clock: wait for that (polling), not for a fixed time.
    const deadline = Date.now() + 5_000;
    while ((await store.get(s.id)) !== null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await store.get(s.id)).toBeNull();
  });

  it.runIf(enabled)("lists a user's live sessions", async () => {
    const userId = Math.floor(Math.random() * 1e9);
    const a = session({ userId });
    const b = session({ userId, pushToken: 'fcm-b' });
    const other = session({ userId: userId + 1 });
    await Promise.all([store.set(a), store.set(b), store.set(other)]);
    const listed = await store.listByUser(userId);
    expect(listed.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    expect(listed.find((s) => s.id === b.id)?.pushToken).toBe('fcm-b');
    await store.delete(a.id);
    expect((await store.listByUser(userId)).map((s) => s.id)).toEqual([b.id]);
  });
});

describe.runIf(hasRedis)('redis session store specifics', () => {
  it('lets Redis expire the key itself at the session end', async () => {
    const prefix = `badal-test:${randomUUID()}:`;
    const store = new RedisSessionStore(testRedisUrl, prefix);
    const s = session({ expiresAt: Date.now() + 5_000 });
    await store.set(s);
    const ttl = await store.client.pttl(`${prefix}session:${s.id}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
    await store.delete(s.id);
    await store.close();
  });
});

describe('memory session store', () => {
  it('keeps a session until its expiry by its clock, and lists only live ones', async () => {
    let now = 5_000_000;
    const store = new MemorySessionStore(60_000, () => now);
    const a = session({ userId: 7, createdAt: now, expiresAt: now + 1000 });
    const b = session({ userId: 7, createdAt: now, expiresAt: now + 5000 });
    await store.set(a);
    await store.set(b);
    expect((await store.listByUser(7)).map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    now += 1001;
    expect(await store.get(a.id)).toBeNull();
    expect(await store.listByUser(7)).toEqual([b]);
    // A session set already expired is not kept.
    await store.set(session({ expiresAt: now - 1 }));
    expect(await store.listByUser(42)).toEqual([]);
    await store.close();
  });
});
