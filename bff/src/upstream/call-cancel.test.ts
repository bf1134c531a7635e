/**
 * A client that goes away cancels the upstream request it started: the API's connection for that
 * request is closed instead of being left to run to its end.
 */
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemorySessionStore } from '../sessions/memory-store.js';
import { newSessionId } from '../sessions/session-store.js';
import { type Harness, startHarness } from '../test/harness.js';

describe('cancelling a call', () => {
  const arrived: IncomingMessage[] = [];
  const closed: string[] = [];
  // An API that takes its time: it never answers.
  const slowApi = http.createServer((req) => {
    arrived.push(req);
    req.socket.on('close', () => closed.push(req.url ?? ''));
  });
  const store = new MemorySessionStore();
  const sessionId = newSessionId();
  let h: Harness;
  let bffPort: number;

  beforeAll(async () => {
    await new Promise<void>((resolve) => slowApi.listen(0, '127.0.0.1', resolve));
    const apiPort = (slowApi.address() as AddressInfo).port;
    const now = Date.now();
    await store.set({
      id: sessionId,
      apiToken: 'token-of-the-slow-api',
      userId: 1,
      fullName: 'Slow',
      checkMembership: false,
      createdAt: now,
      expiresAt: now + 3_600_000,
    });
    h = await startHarness({ upstreamUrl: `http://127.0.0.1:${apiPort}/api`, sessionStore: store });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    bffPort = (h.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await h.close();
    slowApi.closeAllConnections();
    await new Promise((resolve) => slowApi.close(resolve));
  });

  it('closes the upstream request when the client disconnects', async () => {
    const client = http.get({
      host: '127.0.0.1',
      port: bffPort,
      path: '/api/users/self',
      headers: { authorization: `Bearer ${sessionId}` },
    });
    client.on('error', () => {});
    await expect.poll(() => arrived.length).toBe(1);
    expect(arrived[0]?.headers.authorization).toBe('Bearer token-of-the-slow-api');
    client.destroy();
    await expect.poll(() => closed).toEqual(['/api/users/self']);
  });
});
