import type { AddressInfo } from 'node:net';
import { loginResponseSchema, selfUserSchema } from '@badal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareProxy } from './bare-proxy.mjs';
import { createStubUpstream, listen, STUB_TOKEN } from './stub-upstream.mjs';

const stub = createStubUpstream();
let origin: string;
beforeAll(async () => {
  origin = `http://127.0.0.1:${await listen(stub, 0)}`;
});
afterAll(() => new Promise((r) => stub.close(r)));

const bearer = { authorization: `Bearer ${STUB_TOKEN}` };

describe('stub API', () => {
  it('signs in with a body the contracts accept', async () => {
    const res = await fetch(`${origin}/api/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'bench', password: 'bench1234' }),
    });
    expect(res.status).toBe(200);
    const body = loginResponseSchema.parse(await res.json());
    expect(body.access_token).toBe(STUB_TOKEN);
  });

  it('answers GET /api/users/self with a valid self user, only with the token', async () => {
    const ok = await fetch(`${origin}/api/users/self`, { headers: bearer });
    expect(ok.status).toBe(200);
    expect(selfUserSchema.parse(await ok.json()).userName).toBe('bench');
    expect((await fetch(`${origin}/api/users/self`)).status).toBe(401);
    expect((await fetch(`${origin}/api/users/self`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });
});

describe('bare proxy', () => {
  it('forwards /api/* with the bearer token to the stub', async () => {
    const app = await createBareProxy(origin);
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = app.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/users/self`, { headers: bearer });
      expect(res.status).toBe(200);
      expect(selfUserSchema.parse(await res.json()).id).toBe(7);
    } finally {
      await app.close();
    }
  });
});
