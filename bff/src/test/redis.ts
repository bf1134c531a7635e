import { Redis } from 'ioredis';

/** The Redis the tests use: TEST_REDIS_URL, else the local one (CI runs one at 127.0.0.1:6379). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers; in CI it must, so the Redis suites are never silently skipped. */
export const redisAvailable = async (): Promise<boolean> => {
  const probe = new Redis(testRedisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    if (process.env.CI) throw new Error(`Redis at ${testRedisUrl} is required in CI`);
    return false;
  } finally {
    probe.disconnect();
  }
};
