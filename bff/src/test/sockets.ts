import net from 'node:net';
import type { Socket } from 'socket.io-client';

/** The next `event` on a socket, or a rejection naming it after `ms`. */
export const nextEvent = <T>(socket: Socket, event: string, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });

/** A port nothing listens on now (for a server whose URL must be known before it starts). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
