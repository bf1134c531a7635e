import type { Redis } from 'ioredis';

/** Remembers push ids for the replay window so a captured request cannot be sent twice. */
export interface ReplayGuard {
  /** True the first time an id is seen inside the window. */
  firstSeen(id: string, windowSeconds: number): Promise<boolean>;
}

export class MemoryReplayGuard implements ReplayGuard {
  readonly #seen = new Map<string, number>();
  async firstSeen(id: string, windowSeconds: number): Promise<boolean> {
    const now = Date.now();
    // Ids are kept for the same span and inserted in time order, so the expired ones are at the
    // front: stop at the first one still inside the window instead of scanning them all.
    for (const [key, until] of this.#seen) {
      if (until > now) break;
      this.#seen.delete(key);
    }
    if (this.#seen.has(id)) return false;
    this.#seen.set(id, now + windowSeconds * 2000);
    return true;
  }
}

/** Shared by every BFF instance, so a replay sent to another instance is refused too. */
export class RedisReplayGuard implements ReplayGuard {
  constructor(private readonly redis: Redis) {}
  async firstSeen(id: string, windowSeconds: number): Promise<boolean> {
    return (await this.redis.set(`badal:push-seen:${id}`, '1', 'EX', windowSeconds * 2, 'NX')) === 'OK';
  }
}
