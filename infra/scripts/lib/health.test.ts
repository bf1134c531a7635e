import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { probe, waitForHealthy } from './health.mjs';

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  server = undefined;
});

/** A /health that answers 503 for the first `failures` probes, then 200. */
const serve = async (failures: number) => {
  let seen = 0;
  server = http.createServer((_req, res) => {
    seen++;
    res.statusCode = seen > failures ? 200 : 503;
    res.end('{}');
  });
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`;
};

describe('waitForHealthy', () => {
  it('polls until the service answers 200', async () => {
    const url = await serve(3);
    await expect(waitForHealthy(url, { intervalMs: 10, timeoutMs: 5_000 })).resolves.toBeUndefined();
  });

  it('gives up after the timeout', async () => {
    const url = await serve(Number.POSITIVE_INFINITY);
    await expect(waitForHealthy(url, { intervalMs: 10, timeoutMs: 150 })).rejects.toThrow(/did not answer 200/);
  });

  it('stops at once when the process is gone', async () => {
    const url = await serve(Number.POSITIVE_INFINITY);
    const wait = waitForHealthy(url, { intervalMs: 10, timeoutMs: 60_000, gaveUp: () => 'bff exited with code 1' });
    await expect(wait).rejects.toThrow(/bff exited with code 1/);
  });
});

describe('probe', () => {
  it('is false when nothing listens', async () => {
    const url = await serve(0);
    await new Promise((r) => server?.close(r));
    server = undefined;
    expect(await probe(url, 500)).toBe(false);
  });
});
