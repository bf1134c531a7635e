import { describe, expect, it } from 'vitest';
import { BffError } from '../lib/bff-error.js';
import { MemoryCacheStore } from './cache-store.js';
import { ResponseCache } from './response-cache.js';

const setup = () => {
  let now = 1_000_000;
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  const cache = new ResponseCache(new MemoryCacheStore(100, clock.now), {
    staleWhileRevalidateMs: 10_000,
    staleIfErrorMs: 60_000,
    now: clock.now,
    isTransient: (e) => e instanceof BffError && e.code === 'upstream_unavailable',
  });
  let calls = 0;
  let failWith: unknown = null;
  const load = async () => {
    calls++;
    await new Promise((r) => setTimeout(r, 5));
    if (failWith) throw failWith;
    return { status: 200, contentType: 'application/json', body: `{"n":${calls}}` };
  };
  return { cache, clock, load, calls: () => calls, fail: (e: unknown) => (failWith = e) };
};

describe('ResponseCache', () => {
  it('serves a fresh answer without calling the upstream again', async () => {
    const t = setup();
    expect((await t.cache.get('k', 1000, t.load)).state).toBe('miss');
    const again = await t.cache.get('k', 1000, t.load);
    expect(again.state).toBe('hit');
    expect(again.answer.body).toBe('{"n":1}');
    expect(t.calls()).toBe(1);
  });

  it('coalesces concurrent misses of one key into one upstream call', async () => {
    const t = setup();
    const answers = await Promise.all(Array.from({ length: 200 }, () => t.cache.get('k', 1000, t.load)));
    expect(t.calls()).toBe(1);
    expect(new Set(answers.map((a) => a.answer.body))).toEqual(new Set(['{"n":1}']));
  });

  it('serves stale while revalidating in the background, then the new answer', async () => {
    const t = setup();
    await t.cache.get('k', 1000, t.load);
    t.clock.advance(2000);
    const stale = await t.cache.get('k', 1000, t.load);
    expect(stale.state).toBe('stale');
    expect(stale.answer.body).toBe('{"n":1}');
    await new Promise((r) => setTimeout(r, 20));
    const fresh = await t.cache.get('k', 1000, t.load);
    expect(fresh).toMatchObject({ state: 'hit', answer: { body: '{"n":2}' } });
  });

  it('serves stale when the upstream fails, but never masks other errors', async () => {
    const t = setup();
    await t.cache.get('k', 1000, t.load);
    t.clock.advance(30_000); // past stale-while-revalidate, within stale-if-error
    t.fail(new BffError('upstream_unavailable'));
    const res = await t.cache.get('k', 1000, t.load);
    expect(res).toMatchObject({ state: 'stale-if-error', answer: { body: '{"n":1}' } });
    t.fail(new BffError('not_found'));
    await expect(t.cache.get('k', 1000, t.load)).rejects.toMatchObject({ code: 'not_found' });
    t.clock.advance(60_000); // past stale-if-error too
    t.fail(new BffError('upstream_unavailable'));
    await expect(t.cache.get('k', 1000, t.load)).rejects.toMatchObject({ code: 'upstream_unavailable' });
  });

  it('keeps the in-memory store bounded, dropping the least recently used', async () => {
    const store = new MemoryCacheStore(2);
    const entry = {
      status: 200,
      contentType: 'x',
      body: '',
      freshUntil: Date.now() + 1e6,
      staleUntil: Date.now() + 1e6,
      errorUntil: Date.now() + 1e6,
    };
    await store.set('a', entry);
    await store.set('b', entry);
    await store.get('a');
    await store.set('c', entry);
    expect(await store.get('b')).toBeNull();
    expect(await store.get('a')).not.toBeNull();
  });

  it('drops an entry once it may no longer be served, and keeps nothing with no room', async () => {
    let now = 1_000_000;
    const store = new MemoryCacheStore(10, () => now);
    const entry = {
      status: 200,
      contentType: 'x',
      body: '',
      freshUntil: now + 10,
      staleUntil: now + 20,
      errorUntil: now + 30,
    };
    await store.set('k', entry);
    now += 30;
    expect(await store.get('k')).toEqual(entry);
    now += 1;
    expect(await store.get('k')).toBeNull();
    const off = new MemoryCacheStore(0);
    await off.set('k', { ...entry, errorUntil: Date.now() + 1e6 });
    expect(await off.get('k')).toBeNull();
  });
});
