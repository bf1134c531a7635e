/**
 * The one socket.io connection of a signed-in browser tab (architecture §8). It is shared: the top
 * bar's bell, the chat pages and anything else `retain()` it, and it closes a moment after the
 * last one lets go (signing out unmounts them all). The socket.io client is its own chunk,
 * imported on the first `retain()`, so a visitor's pages never download it.
 *
 * The connection is same-origin and authenticated by the session cookie at the handshake; the
 * events are the contracts' `ServerToClientEvents`. Listeners are kept here, not on the socket,
 * so components may subscribe before the socket exists and keep their subscriptions across a
 * reconnect. Each reconnect (not the first connect) is announced, so screens can refetch what
 * they may have missed while offline.
 */
import type { ClientToServerEvents, ServerToClientEvents } from '@badal/contracts';
import { SOCKET_PATH } from '@badal/contracts';
import { apiEvents, SESSION_ENDED_EVENT } from '../api-client';

export type RealtimeEvent = keyof ServerToClientEvents;
export type RealtimePayload<E extends RealtimeEvent> = Parameters<ServerToClientEvents[E]>;
export type RealtimeListener<E extends RealtimeEvent> = (...args: RealtimePayload<E>) => void;
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'offline';

/** What the client needs of a socket.io socket; tests hand in a fake with the same surface. */
export interface SocketLike {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): unknown;
  disconnect(): unknown;
  /** Opens again after disconnect(). */
  connect(): unknown;
}

export type SocketFactory = () => Promise<SocketLike>;

const SERVER_EVENTS: readonly RealtimeEvent[] = [
  'notification:new',
  'message:new',
  'message:status',
  'chat:typing',
  'account:changed',
  'session:ended',
];

/**
 * After the server says the session ended, a tab that still holds the connection a moment later
 * was not the one logging out (that one lets go as it signs out): it was ended elsewhere (another
 * tab, expiry), so the app is told, as for a 401.
 */
const SESSION_END_GRACE_MS = 2000;

const browserSocket: SocketFactory = async () => {
  const { io } = await import('socket.io-client');
  return io({
    path: SOCKET_PATH,
    withCredentials: true,
    // WebSocket only, as the server accepts: one connection that stays on the instance behind the
    // balancer that took it, so several BFF instances need no sticky sessions (long-polling would
    // spread one client over requests to different instances).
    transports: ['websocket'],
  });
};

export class RealtimeClient {
  private socket: SocketLike | null = null;
  private opening: Promise<void> | null = null;
  private holders = 0;
  private stopTimer: ReturnType<typeof setTimeout> | null = null;
  private connectedOnce = false;
  private state: RealtimeStatus = 'idle';
  private readonly listeners = new Map<RealtimeEvent, Set<(...args: unknown[]) => void>>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly statusListeners = new Set<() => void>();

  constructor(private factory: SocketFactory | null) {}

  /** Tests swap the socket for a fake one (or none). */
  setFactory(factory: SocketFactory | null): void {
    this.close();
    this.holders = 0;
    this.factory = factory;
  }

  get status(): RealtimeStatus {
    return this.state;
  }

  /** Holds the connection open until the returned function is called. */
  retain(): () => void {
    this.holders += 1;
    if (this.stopTimer) {
      clearTimeout(this.stopTimer);
      this.stopTimer = null;
    }
    void this.open();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders = Math.max(0, this.holders - 1);
      // A component remounting in the same render (Suspense, a route change) keeps the socket.
      if (this.holders === 0) this.stopTimer = setTimeout(() => this.close(), 0);
    };
  }

  on<E extends RealtimeEvent>(event: E, listener: RealtimeListener<E>): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    const entry = listener as (...args: unknown[]) => void;
    set.add(entry);
    return () => set.delete(entry);
  }

  /** Called on every reconnect after the first connect: time to refetch what may have been missed. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Sends an event when connected; while offline it is dropped (typing hints are not worth queueing). */
  emit<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void {
    if (this.socket?.connected) this.socket.emit(event, ...args);
  }

  private setStatus(next: RealtimeStatus): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.statusListeners) listener();
  }

  private dispatch(event: RealtimeEvent, args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener(...args);
      } catch (error) {
        // One broken screen must not keep the event from the others.
        console.error(error);
      }
    }
  }

  private async open(): Promise<void> {
    if (this.socket || this.opening || !this.factory || this.holders === 0) return;
    const factory = this.factory;
    this.setStatus('connecting');
    this.opening = (async () => {
      let socket: SocketLike;
      try {
        socket = await factory();
      } catch (error) {
        // The chunk did not arrive (offline): the app works without live updates until the
        // connection is back, then tries again (socket.io reconnects by itself only once it exists).
        console.warn('realtime unavailable', error);
        this.setStatus('offline');
        if (typeof window !== 'undefined') window.addEventListener('online', () => void this.open(), { once: true });
        return;
      }
      if (this.holders === 0 || this.factory !== factory) {
        socket.disconnect();
        return;
      }
      this.attach(socket);
    })().finally(() => {
      this.opening = null;
    });
    await this.opening;
  }

  /**
   * The browser says the network is gone: the connection is lost now, though socket.io may learn
   * it only when its next ping goes unanswered (up to 45 s later) — the person sees it at once.
   */
  private readonly wentOffline = (): void => {
    if (this.socket) this.setStatus('offline');
  };

  /**
   * The browser says the network is back: a socket that lost its connection (or that the browser
   * said was cut) tries again now. socket.io would wait out its backoff first (up to 5 s, and half
   * as much again at random), or keep a connection that may have died meanwhile. Ending it and
   * opening again starts a new one at once; the listeners stay on the socket, and the reconnect
   * is announced so screens fetch what they missed.
   */
  private readonly backOnline = (): void => {
    const socket = this.socket;
    if (!socket || (socket.connected && this.state !== 'offline')) return;
    socket.disconnect();
    socket.connect();
  };

  private attach(socket: SocketLike): void {
    this.socket = socket;
    if (typeof window !== 'undefined') {
      window.addEventListener('offline', this.wentOffline);
      window.addEventListener('online', this.backOnline);
    }
    this.connectedOnce = false;
    for (const event of SERVER_EVENTS) {
      socket.on(event, (...args: never[]) => {
        if (this.socket !== socket) return;
        if (event === 'session:ended') this.sessionEnded();
        this.dispatch(event, args);
      });
    }
    socket.on('connect', () => {
      if (this.socket !== socket) return;
      this.setStatus('connected');
      if (this.connectedOnce) for (const listener of [...this.reconnectListeners]) listener();
      this.connectedOnce = true;
    });
    socket.on('disconnect', () => {
      if (this.socket === socket) this.setStatus('offline');
    });
    socket.on('connect_error', () => {
      if (this.socket === socket) this.setStatus('offline');
    });
    if (socket.connected) {
      this.setStatus('connected');
      this.connectedOnce = true;
    }
  }

  private sessionEnded(): void {
    this.close();
    setTimeout(() => {
      if (this.holders > 0) apiEvents.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    }, SESSION_END_GRACE_MS);
  }

  private close(): void {
    if (this.stopTimer) {
      clearTimeout(this.stopTimer);
      this.stopTimer = null;
    }
    const socket = this.socket;
    this.socket = null;
    if (typeof window !== 'undefined') {
      window.removeEventListener('offline', this.wentOffline);
      window.removeEventListener('online', this.backOnline);
    }
    socket?.disconnect();
    this.setStatus('idle');
  }
}

/**
 * The app's connection. Component tests have no server to talk to: there the client stays idle
 * unless a test installs a fake socket (`realtime.setFactory`).
 */
export const realtime = new RealtimeClient(import.meta.env.MODE === 'test' ? null : browserSocket);
