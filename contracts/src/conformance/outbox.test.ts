import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox, phoneAddresses } from './outbox.js';

let server: Server;
let origin: string;
const asked: string[] = [];

beforeAll(async () => {
  // A dev outbox that holds messages for +96599887766 only, listed oldest first on purpose.
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(url.searchParams.get('to') ?? '');
    if (url.pathname === '/broken') return void res.writeHead(500).end('no');
    if (url.pathname === '/odd') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"x":1}');
    const messages =
      url.searchParams.get('to') === '+96599887766'
        ? [
            { id: 1, channel: 'sms', to: '+96599887766', code: '1111' },
            { id: 3, channel: 'sms', to: '+96599887766', code: '3333' },
            { id: 2, channel: 'email', to: '+96599887766', code: null, token: 'tok' },
          ]
        : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createOutbox', () => {
  it('tries each spelling of the address and answers the newest message of the channel', async () => {
    asked.length = 0;
    const outbox = createOutbox(`${origin}/dev/outbox`, fetch);
    expect(await outbox.latest(phoneAddresses('99887766'), 'sms')).toMatchObject({ code: '3333' });
    expect(asked).toEqual(['99887766', '96599887766', '+96599887766']);
    expect(await outbox.latest(['+96599887766'], 'email')).toMatchObject({ token: 'tok' });
    expect(await outbox.latest(['nobody@example.com'], 'email')).toBeUndefined();
  });

  it('throws on an outbox that fails or answers another shape', async () => {
    await expect(createOutbox(`${origin}/broken`, fetch).latest(['x'], 'sms')).rejects.toThrow('answered 500');
    await expect(createOutbox(`${origin}/odd`, fetch).latest(['x'], 'sms')).rejects.toThrow('not { messages');
  });
});
