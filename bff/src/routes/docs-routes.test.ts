/**
 * /docs is complete by construction: every /bff/* route the BFF answers is one of the contracts'
 * declared endpoints (registered from its declaration), and the document lists each with its
 * parameters and body.
 */
import { bffEndpoints } from '@badal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../app.js';
import { loadConfig } from '../config.js';

interface Operation {
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

describe('/docs', () => {
  let app: FastifyInstance;
  const routes: { method: string; url: string }[] = [];
  let doc: { paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    app = await buildBff(
      loadConfig({ UPSTREAM_URL: 'http://127.0.0.1:9/api', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
    );
    await app.ready();
    doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    // printRoutes draws a tree: a node's path is its parents' followed by its own part.
    const stack: string[] = [];
    for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
      if (!m) continue;
      const depth = m[1]!.length / 4;
      stack.length = depth;
      const url = `${stack[depth - 1] ?? ''}${m[2]}`;
      stack.push(url);
      if (url.startsWith('/bff/'))
        for (const method of m[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url });
    }
  });
  afterAll(() => app.close());

  it('registers exactly the declared /bff endpoints', () => {
    const declared = Object.values(bffEndpoints).map((e) => `${e.method} ${e.path.replace(/\{(\w+)\}/g, ':$1')}`);
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(declared.sort());
  });

  it('lists every /bff endpoint with its path, query and body', () => {
    for (const [name, endpoint] of Object.entries(bffEndpoints)) {
      const op = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(op, name).toBeDefined();
    }
    const redirect = doc.paths['/bff/session/{provider}/redirect']!.get!;
    expect(redirect.parameters).toContainEqual(
      expect.objectContaining({
        name: 'provider',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ enum: expect.any(Array) }),
      }),
    );
    expect(redirect.parameters).toContainEqual(
      expect.objectContaining({ name: 'redirectTo', in: 'query', required: false }),
    );
    expect(redirect.responses).toHaveProperty('302');
    const callback = doc.paths['/bff/session/{provider}/callback']!.get!;
    expect(callback.parameters.map((p) => p.name).sort()).toEqual(['code', 'error', 'provider', 'state']);
    expect(doc.paths['/bff/session']!.post!.requestBody).toBeDefined();
    expect(doc.paths['/bff/session/verify']!.post!.requestBody).toBeDefined();
  });

  it('refuses an unknown provider as a path that names nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/bff/session/myspace/redirect' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
