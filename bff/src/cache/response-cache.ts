/**
 * Cache for public catalogue answers: a short freshness time, then stale-while-revalidate (serve
 * the old answer at once and refresh it in the background), and stale-if-error (serve the old
 * answer while the upstream is failing). Concurrent misses for one key share a single upstream
 * call. Only successful answers are stored; not-found and validation answers always pass through.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CachedAnswer, CacheStore } from './cache-store.js';

export type CacheState = 'hit' | 'miss' | 'stale' | 'stale-if-error';

export interface CacheOptions {
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  now?: () => number;
  /** Which load failures may be answered from a stale entry (upstream down, not a 404). */
  isTransient: (error: unknown) => boolean;
  /** Told the outcome of every lookup (metrics). */
  onLookup?: (state: CacheState) => void;
}

export type Loaded = Pick<CachedAnswer, 'status' | 'contentType' | 'body'>;

export class ResponseCache {
  readonly #inflight = new Map<string, Promise<CachedAnswer>>();
  readonly #now: () => number;

  constructor(
    readonly store: CacheStore,
    private readonly options: CacheOptions,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.#now = options.now ?? Date.now;
  }

  async get(key: string, freshMs: number, load: () => Promise<Loaded>): Promise<{ answer: Loaded; state: CacheState }> {
    if (!this.options.onLookup) return this.#lookup(key, freshMs, load);
    try {
      const result = await this.#lookup(key, freshMs, load);
      this.options.onLookup(result.state);
      return result;
    } catch (error) {
      // Nothing usable was cached and the load failed: still a miss.
      this.options.onLookup('miss');
      throw error;
    }
  }

  async #lookup(
    key: string,
    freshMs: number,
    load: () => Promise<Loaded>,
  ): Promise<{ answer: Loaded; state: CacheState }> {
    const now = this.#now();
    const cached = await this.store.get(key).catch((error) => {
      this.log?.warn({ err: error }, 'cache read failed');
      return null;
    });
    if (cached && now < cached.freshUntil) return { answer: cached, state: 'hit' };
    if (cached && now < cached.staleUntil) {
      this.#refresh(key, freshMs, load).catch((error) =>
        this.log?.warn({ err: error, key }, 'background refresh failed'),
      );
      return { answer: cached, state: 'stale' };
    }
    try {
      return { answer: await this.#refresh(key, freshMs, load), state: 'miss' };
    } catch (error) {
      if (cached && now < cached.errorUntil && this.options.isTransient(error)) {
        this.log?.warn({ key }, 'upstream failing; serving a stale answer');
        return { answer: cached, state: 'stale-if-error' };
      }
      throw error;
    }
  }

  /** One upstream call per key at a time; everyone waiting on the key shares its result. */
  #refresh(key: string, freshMs: number, load: () => Promise<Loaded>): Promise<CachedAnswer> {
    const running = this.#inflight.get(key);
    if (running) return running;
    const p = (async () => {
      const loaded = await load();
      const now = this.#now();
      const answer: CachedAnswer = {
        ...loaded,
        freshUntil: now + freshMs,
        staleUntil: now + freshMs + this.options.staleWhileRevalidateMs,
        errorUntil: now + freshMs + this.options.staleIfErrorMs,
      };
      await this.store.set(key, answer).catch((error) => this.log?.warn({ err: error }, 'cache write failed'));
      return answer;
    })().finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, p);
    return p;
  }
}
