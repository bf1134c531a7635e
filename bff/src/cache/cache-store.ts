/**
 * Where cached upstream answers live: in memory for one instance (the default), in Redis when
 * instances share one. Entries carry their own freshness times; the store only keeps them until
 * the last moment any of them may still be served.
 */
import type { Redis } from 'ioredis';

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

/** A bounded in-memory store; the least recently used entries go first. */
export class MemoryCacheStore implements CacheStore {
  readonly #entries = new Map<string, CachedAnswer>();
  constructor(
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<CachedAnswer | null> {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.errorUntil <= this.now()) {
      this.#entries.delete(key);
      return null;
    }
    // Re-insert so the Map's order tracks recency.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  async set(key: string, answer: CachedAnswer): Promise<void> {
    this.#entries.delete(key);
    this.#entries.set(key, answer);
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  async close(): Promise<void> {
    this.#entries.clear();
  }
}

export class RedisCacheStore implements CacheStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'badal:cache:',
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<CachedAnswer | null> {
    const raw = await this.redis.get(this.prefix + key);
    return raw ? (JSON.parse(raw) as CachedAnswer) : null;
  }

  async set(key: string, answer: CachedAnswer): Promise<void> {
    const ttl = Math.max(1, answer.errorUntil - this.now());
    await this.redis.set(this.prefix + key, JSON.stringify(answer), 'PX', ttl);
  }

  async close(): Promise<void> {}
}
