import { Redis } from 'ioredis';
import type { Session, SessionStore } from './session-store.js';

/**
 * Sessions in Redis, shared by every BFF instance. Each session is a JSON value that Redis
 * expires at the session's own end (PXAT); a per-user set indexes a user's sessions.
 */
export class RedisSessionStore implements SessionStore {
  readonly #redis: Redis;
  readonly #prefix: string;
  /** A client the store opened itself is closed with it; a shared one belongs to its owner. */
  readonly #owned: boolean;

  constructor(urlOrClient: string | Redis, prefix = 'badal:') {
    this.#owned = typeof urlOrClient === 'string';
    this.#redis =
      typeof urlOrClient === 'string'
        ? new Redis(urlOrClient, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true })
        : urlOrClient;
    this.#prefix = prefix;
  }

  get client(): Redis {
    return this.#redis;
  }

  #key(id: string) {
    return `${this.#prefix}session:${id}`;
  }
  #userKey(userId: number) {
    return `${this.#prefix}user-sessions:${userId}`;
  }

  async get(id: string): Promise<Session | null> {
    const raw = await this.#redis.get(this.#key(id));
    if (!raw) return null;
    const s = JSON.parse(raw) as Session;
    return s.expiresAt > Date.now() ? s : null;
  }

  async set(session: Session): Promise<void> {
    const userKey = this.#userKey(session.userId);
    await this.#redis
      .multi()
      .set(this.#key(session.id), JSON.stringify(session), 'PXAT', session.expiresAt)
      .sadd(userKey, session.id)
      // The index lives as long as the user's longest session.
      .pexpireat(userKey, session.expiresAt, 'GT')
      .pexpireat(userKey, session.expiresAt, 'NX')
      .exec();
  }

  async delete(id: string): Promise<void> {
    const raw = await this.#redis.getdel(this.#key(id));
    if (raw) {
      const s = JSON.parse(raw) as Session;
      await this.#redis.srem(this.#userKey(s.userId), id);
    }
  }

  async listByUser(userId: number): Promise<Session[]> {
    const ids = await this.#redis.smembers(this.#userKey(userId));
    if (ids.length === 0) return [];
    const values = await this.#redis.mget(ids.map((id) => this.#key(id)));
    const live: Session[] = [];
    const gone: string[] = [];
    values.forEach((raw, i) => {
      if (raw) live.push(JSON.parse(raw) as Session);
      else gone.push(ids[i]!);
    });
    if (gone.length) await this.#redis.srem(this.#userKey(userId), ...gone);
    return live.filter((s) => s.expiresAt > Date.now());
  }

  async ping(): Promise<boolean> {
    return (await this.#redis.ping()) === 'PONG';
  }

  async close(): Promise<void> {
    if (this.#owned) await this.#redis.quit().catch(() => this.#redis.disconnect());
  }
}
