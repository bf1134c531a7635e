import type { Redis } from 'ioredis';
import { BffError } from '../lib/bff-error.js';
import { closeRedis, createRedis, isRedisDown } from './redis-client.js';
import type { Session, SessionStore } from './session-store.js';

/** How long a client is asked to wait before trying again while Redis is away. */
const RETRY_AFTER_SECONDS = 5;

const unavailable = () => new BffError('session_store_unavailable', { retryAfterSeconds: RETRY_AFTER_SECONDS });

/**
 * Sessions in Redis, shared by every BFF instance. Each session is a JSON value that Redis
 * expires at the session's own end (PXAT); a per-user set indexes a user's sessions. While Redis
 * is unreachable every operation fails at once with `session_store_unavailable` (503), never 500.
 */
export class RedisSessionStore implements SessionStore {
  readonly #redis: Redis;
  readonly #prefix: string;
  /** A client the store opened itself is closed with it; a shared one belongs to its owner. */
  readonly #owned: boolean;

  constructor(urlOrClient: string | Redis, prefix = 'badal:') {
    this.#owned = typeof urlOrClient === 'string';
    this.#redis = typeof urlOrClient === 'string' ? createRedis(urlOrClient) : urlOrClient;
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

  /** Runs a store operation; a Redis that is down or fails is the catalogue's 503. */
  async #run<T>(operation: () => Promise<T>): Promise<T> {
    if (isRedisDown(this.#redis)) throw unavailable();
    try {
      return await operation();
    } catch {
      throw unavailable();
    }
  }

  /** Refuses at once while Redis is down (e.g. before a sign-in reaches the API). */
  assertAvailable(): void {
    if (isRedisDown(this.#redis)) throw unavailable();
  }

  get(id: string): Promise<Session | null> {
    return this.#run(() => this.#get(id));
  }

  set(session: Session): Promise<void> {
    return this.#run(() => this.#set(session));
  }

  delete(id: string): Promise<void> {
    return this.#run(() => this.#delete(id));
  }

  listByUser(userId: number): Promise<Session[]> {
    return this.#run(() => this.#listByUser(userId));
  }

  async #get(id: string): Promise<Session | null> {
    const raw = await this.#redis.get(this.#key(id));
    if (!raw) return null;
    const s = JSON.parse(raw) as Session;
    return s.expiresAt > Date.now() ? s : null;
  }

  async #set(session: Session): Promise<void> {
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

  async #delete(id: string): Promise<void> {
    const raw = await this.#redis.getdel(this.#key(id));
    if (raw) {
      const s = JSON.parse(raw) as Session;
      await this.#redis.srem(this.#userKey(s.userId), id);
    }
  }

  async #listByUser(userId: number): Promise<Session[]> {
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
    if (this.#owned) await closeRedis(this.#redis);
  }
}
