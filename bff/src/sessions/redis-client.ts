/**
 * The BFF's Redis connections (sessions, cache, rate limits, the socket.io adapter). A Redis that
 * is gone must cost a request milliseconds, not the 8–10 s of ioredis' defaults (queue the command,
 * retry it on every reconnection): connecting and every command have short time limits, a command
 * is retried once, and reconnection goes on in the background, so recovery needs nobody.
 */
import { Redis } from 'ioredis';

export interface RedisTimeouts {
  connectTimeoutMs: number;
  commandTimeoutMs: number;
}

export const DEFAULT_REDIS_TIMEOUTS: RedisTimeouts = { connectTimeoutMs: 1_000, commandTimeoutMs: 500 };

export const createRedis = (url: string, timeouts: RedisTimeouts = DEFAULT_REDIS_TIMEOUTS): Redis =>
  new Redis(url, {
    connectTimeout: timeouts.connectTimeoutMs,
    commandTimeout: timeouts.commandTimeoutMs,
    maxRetriesPerRequest: 1,
    // Keep trying, at most a second apart: the first attempt after Redis returns succeeds.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });

/** Whether the connection is known to be down (lost and not yet back), so a caller can skip it. */
export const isRedisDown = (redis: Redis): boolean =>
  redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end';

/** How long a QUIT may take before the connection is simply dropped. */
export const QUIT_WAIT_MS = 1_000;

/**
 * Closes a connection without waiting on Redis: QUIT when it is up, else a plain disconnect. A
 * QUIT sent while Redis is away would wait in the offline queue until it returns (forever, for a
 * connection without a command time limit, as the socket.io adapter's subscriber is), holding the
 * BFF's shutdown. A connection still 'ready' may have lost Redis a moment ago (its socket's end not
 * read yet) or reach one that no longer answers, so the QUIT gets `waitMs`; then the connection is
 * dropped, which refuses whatever still waits on it.
 */
export const closeRedis = async (redis: Redis, waitMs = QUIT_WAIT_MS): Promise<void> => {
  if (redis.status === 'ready') {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([
      redis.quit().then(
        () => {},
        () => {},
      ),
      gaveUp,
    ]);
    clearTimeout(timer);
  }
  redis.disconnect();
};
