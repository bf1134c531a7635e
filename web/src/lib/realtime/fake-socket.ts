/**
 * A stand-in for a socket.io socket in component tests: the test plays the server, pushing
 * events with `serverEmit` and reading what the client emitted from `sent`. Installed with
 * `installFakeSocket()`, which also undoes itself with the returned `restore`.
 */
import type { ServerToClientEvents } from '@badal/contracts';
import { act } from '@testing-library/react';
import { realtime, type SocketLike } from './realtime-client';

type Listener = (...args: unknown[]) => void;

export class FakeSocket implements SocketLike {
  connected = false;
  disconnected = false;
  readonly sent: { event: string; args: unknown[] }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: (...args: never[]) => void): this {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener as Listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.sent.push({ event, args });
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    this.connected = false;
    return this;
  }

  private fire(event: string, args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  /** The (re)connection succeeded: the test plays the server accepting it. */
  connect(): void {
    act(() => {
      this.disconnected = false;
      this.connected = true;
      this.fire('connect', []);
    });
  }

  /** The connection dropped (network loss); socket.io would reconnect on its own. */
  drop(): void {
    act(() => {
      this.connected = false;
      this.fire('disconnect', ['transport close']);
    });
  }

  serverEmit<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    act(() => this.fire(event, args));
  }
}

/** Makes the app's realtime client use fresh fake sockets; `current()` is the latest one opened. */
export const installFakeSocket = () => {
  const sockets: FakeSocket[] = [];
  realtime.setFactory(async () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  });
  return {
    sockets,
    current: (): FakeSocket | undefined => sockets.at(-1),
    restore: () => realtime.setFactory(null),
  };
};
