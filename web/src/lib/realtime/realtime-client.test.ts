// @vitest-environment jsdom
/** The shared connection: opened by the first holder, closed after the last, listeners kept across sockets. */
import type { Notification } from '@badal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiEvents, SESSION_ENDED_EVENT } from '../api-client';
import { FakeSocket } from './fake-socket';
import { RealtimeClient } from './realtime-client';

const notification: Notification = {
  id: 1,
  type: 'follow',
  title: 'New follower',
  body: 'Sara started following you.',
  createdAt: '2026-03-01T10:00:00.000Z',
  read: false,
  value: '7',
  sender: { id: 7, fullName: 'Sara', image: null },
  data: { type: 4, value: '7' },
};

const setup = () => {
  const sockets: FakeSocket[] = [];
  const client = new RealtimeClient(async () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  });
  const opened = async () => {
    await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    return sockets.at(-1) as FakeSocket;
  };
  return { client, sockets, opened };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('realtime client', () => {
  it('opens one socket for many holders and closes it after the last lets go', async () => {
    const { client, sockets, opened } = setup();
    const releaseBell = client.retain();
    const releaseChat = client.retain();
    const socket = await opened();
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('connecting');
    socket.connect();
    expect(client.status).toBe('connected');

    releaseChat();
    await new Promise((r) => setTimeout(r, 5));
    expect(socket.disconnected).toBe(false);
    releaseBell();
    await vi.waitFor(() => expect(socket.disconnected).toBe(true));
    expect(client.status).toBe('idle');
  });

  it('keeps the socket when a holder remounts in the same turn', async () => {
    const { client, sockets, opened } = setup();
    const release = client.retain();
    const socket = await opened();
    release();
    const again = client.retain();
    await new Promise((r) => setTimeout(r, 5));
    expect(socket.disconnected).toBe(false);
    expect(sockets).toHaveLength(1);
    again();
  });

  it('delivers server events to listeners registered before the socket existed', async () => {
    const { client, opened } = setup();
    const got: Notification[] = [];
    client.on('notification:new', (n) => got.push(n));
    const release = client.retain();
    const socket = await opened();
    socket.connect();
    socket.serverEmit('notification:new', notification);
    expect(got).toEqual([notification]);
    release();
  });

  it('announces reconnects, not the first connect, and reports being offline in between', async () => {
    const { client, opened } = setup();
    const reconnected = vi.fn();
    client.onReconnect(reconnected);
    const release = client.retain();
    const socket = await opened();
    socket.connect();
    expect(reconnected).not.toHaveBeenCalled();
    socket.drop();
    expect(client.status).toBe('offline');
    socket.connect();
    expect(reconnected).toHaveBeenCalledTimes(1);
    release();
  });

  it("follows the browser's network: offline at once, and back online tries again at once, not after socket.io's backoff", async () => {
    const { client, sockets, opened } = setup();
    const reconnected = vi.fn();
    client.onReconnect(reconnected);
    const release = client.retain();
    const socket = await opened();
    socket.connect();
    // Online while connected: nothing to do.
    window.dispatchEvent(new Event('online'));
    expect(socket.disconnected).toBe(false);
    socket.drop();
    expect(client.status).toBe('offline');
    // The fake accepts the new attempt at once, as a server that is reachable again would.
    window.dispatchEvent(new Event('online'));
    expect(client.status).toBe('connected');
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);

    // The browser says the network is gone before socket.io notices: offline at once, and back
    // online a new connection (the old one may have died meanwhile), announced as a reconnect.
    window.dispatchEvent(new Event('offline'));
    expect(client.status).toBe('offline');
    expect(socket.connected).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(client.status).toBe('connected');
    expect(reconnected).toHaveBeenCalledTimes(2);
    release();
    await vi.waitFor(() => expect(client.status).toBe('idle'));
    // Closed: the browser's events no longer reach it.
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(socket.connected).toBe(false);
    expect(client.status).toBe('idle');
  });

  it('when the socket.io chunk could not arrive (offline), opens once the browser is back online', async () => {
    const sockets: FakeSocket[] = [];
    let reachable = false;
    const client = new RealtimeClient(async () => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const release = client.retain();
    await vi.waitFor(() => expect(client.status).toBe('offline'));
    expect(warn).toHaveBeenCalledTimes(1);
    reachable = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]?.connect();
    expect(client.status).toBe('connected');
    release();
    warn.mockRestore();
  });

  it('sends typing hints only while connected', async () => {
    const { client, opened } = setup();
    const release = client.retain();
    const socket = await opened();
    client.emit('chat:typing', { toUserId: 4 });
    expect(socket.sent).toEqual([]);
    socket.connect();
    client.emit('chat:typing', { toUserId: 4 });
    expect(socket.sent).toEqual([{ event: 'chat:typing', args: [{ toUserId: 4 }] }]);
    release();
  });

  it('after the session ended elsewhere, tells the app as a 401 would; not when this tab logged out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ended = vi.fn();
    apiEvents.addEventListener(SESSION_ENDED_EVENT, ended);
    try {
      const { client, opened } = setup();
      const release = client.retain();
      const socket = await opened();
      socket.connect();
      socket.serverEmit('session:ended');
      expect(socket.disconnected).toBe(true);
      await vi.advanceTimersByTimeAsync(2500);
      expect(ended).toHaveBeenCalledTimes(1);
      release();

      // This tab logged out: it lets go of the connection before the grace time is over.
      const releaseAgain = client.retain();
      const second = await opened();
      second.connect();
      second.serverEmit('session:ended');
      releaseAgain();
      await vi.advanceTimersByTimeAsync(2500);
      expect(ended).toHaveBeenCalledTimes(1);
    } finally {
      apiEvents.removeEventListener(SESSION_ENDED_EVENT, ended);
    }
  });

  it('stays idle without a socket factory (component tests, no server)', () => {
    const client = new RealtimeClient(null);
    const release = client.retain();
    expect(client.status).toBe('idle');
    release();
  });
});
