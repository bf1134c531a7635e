import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort, findFreePorts, isPortFree } from './ports.mjs';

const servers: net.Server[] = [];
const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen({ host: '127.0.0.1', port, exclusive: true }, () => resolve(s));
    servers.push(s);
  });

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe('findFreePorts', () => {
  it('returns distinct ports that can be listened on', async () => {
    const ports = await findFreePorts(3);
    expect(new Set(ports).size).toBe(3);
    for (const port of ports) {
      expect(port).toBeGreaterThan(0);
      await listen(port);
    }
  });

  it('rejects a count that is not a positive integer', async () => {
    await expect(findFreePorts(0)).rejects.toThrow(RangeError);
    await expect(findFreePorts(1.5)).rejects.toThrow(RangeError);
  });
});

describe('isPortFree', () => {
  it('is false while something listens and true once it stops', async () => {
    const port = await findFreePort();
    const server = await listen(port);
    expect(await isPortFree(port)).toBe(false);
    await new Promise((r) => server.close(r));
    expect(await isPortFree(port)).toBe(true);
  });
});
