/**
 * Where cached upstream answers live: in memory for one instance (the default), in Redis when
 * instances share one. Entries carry their own freshness times; the store only keeps them until
 * the last moment any of them may still be served.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { isRedisDown } from '../sessions/redis-client.js';

export interface CachedAnswer {
  status: number;
  contentType: string;
  body: string;
  /** Epoch ms until which the answer is fresh. */
  freshUntil: number;
  /** Until then a stale answer is served while it is refreshed in the background. */
  staleUntil: number;
  /** Until then a stale answer is served when the upstream fails. */
  errorUntil: number;
}

export interface CacheStore {
  get(key: string): Promise<CachedAnswer | null>;
  set(key: string, answer: CachedAnswer): Promise<void>;
  close(): Promise<void>;
}

/**
 * A bounded in-memory store (lru-cache): the least recently used entries go first, and each entry
 * is dropped once the last moment it may be served has passed. `maxEntries` 0 keeps nothing.
 */
export class MemoryCacheStore implements CacheStore {
  readonly #entries: LRUCache<string, CachedAnswer> | null;
  constructor(
    maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {
    this.#entries = maxEntries > 0 ? new LRUCache({ max: maxEntries, ttl: 1, ttlResolution: 0, perf: { now } }) : null;
  }

  async get(key: string): Promise<CachedAnswer | null> {
    return this.#entries?.get(key) ?? null;
  }

  async set(key: string, answer: CachedAnswer): Promise<void> {
    const ttl = answer.errorUntil - this.now();
    if (ttl > 0) this.#entries?.set(key, answer, { ttl });
    else this.#entries?.delete(key);
  }

  async close(): Promise<void> {
    this.#entries?.clear();
  }
}

export class RedisCacheStore implements CacheStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'badal:cache:',
    private readonly now: () => number = Date.now,
  ) {}

  // While Redis is down the cache is simply empty: a lookup must not cost a visitor a timeout.
  async get(key: string): Promise<CachedAnswer | null> {
    if (isRedisDown(this.redis)) return null;
    const raw = await this.redis.get(this.prefix + key);
    return raw ? (JSON.parse(raw) as CachedAnswer) : null;
  }

  async set(key: string, answer: CachedAnswer): Promise<void> {
    if (isRedisDown(this.redis)) return;
    const ttl = Math.max(1, answer.errorUntil - this.now());
    await this.redis.set(this.prefix + key, JSON.stringify(answer), 'PX', ttl);
  }

  async close(): Promise<void> {}
}
