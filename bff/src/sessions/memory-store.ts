/**
 * The default session store for a single instance: an lru-cache keyed by session id, each entry
 * living until its session's `expiresAt`. Expired sessions are dropped when read and swept
 * periodically (one timer, not one per session). The bound only guards memory against a flood
 * of sign-ins; below it, no live session is ever dropped.
 */
import { LRUCache } from 'lru-cache';
import type { Session, SessionStore } from './session-store.js';

const MAX_SESSIONS = 1_000_000;

export class MemorySessionStore implements SessionStore {
  readonly #sessions: LRUCache<string, Session>;
  readonly #sweeper: NodeJS.Timeout;

  constructor(
    sweepEveryMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {
    this.#sessions = new LRUCache<string, Session>({
      max: MAX_SESSIONS,
      // Every entry gets its own lifetime when it is set; staleness is read from `now` each time.
      ttl: 1,
      ttlResolution: 0,
      perf: { now },
    });
    this.#sweeper = setInterval(() => this.#sessions.purgeStale(), sweepEveryMs);
    this.#sweeper.unref();
  }

  async get(id: string): Promise<Session | null> {
    return this.#sessions.get(id) ?? null;
  }

  async set(session: Session): Promise<void> {
    const ttl = session.expiresAt - this.now();
    if (ttl <= 0) this.#sessions.delete(session.id);
    else this.#sessions.set(session.id, { ...session }, { ttl });
  }

  async delete(id: string): Promise<void> {
    this.#sessions.delete(id);
  }

  async listByUser(userId: number): Promise<Session[]> {
    // values() passes over expired entries without handing them out.
    return [...this.#sessions.values()].filter((s) => s.userId === userId);
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    this.#sessions.clear();
  }
}
