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
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
  security?: Record<string, string[]>[];
}

interface Document {
  servers: { url: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    responses: Record<string, { headers?: Record<string, unknown>; content: Record<string, { schema: unknown }> }>;
    securitySchemes: Record<string, { name?: string }>;
  };
}

describe('/docs', () => {
  let app: FastifyInstance;
  const routes: { method: string; url: string }[] = [];
  let doc: Document;

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

  it('says where the BFF is and how to sign in: once, at the root; public operations need nothing', () => {
    // No PUBLIC_URL: the origin that serves the document.
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.components.securitySchemes.session!.name).toBe('badal_sid');
    expect(doc.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(doc.paths['/api/users/self']!.get!.security).toBeUndefined();
    expect(doc.paths['/api/register']!.post!.security).toEqual([]);
    expect(doc.paths['/bff/session']!.post!.security).toEqual([]);
    // Visitors and members alike: either credential, or none.
    expect(doc.paths['/api/products/{slug}']!.get!.security).toEqual([{ session: [] }, { bearer: [] }, {}]);
  });

  it('names the entities and refers to them, the category tree included', () => {
    const categories = doc.paths['/api/categories/mini']!.get!.responses['200']!.content!['application/json']!;
    expect(categories.schema).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Category' } });
    const product = doc.paths['/api/products/{slug}']!.get!.responses['200']!.content!['application/json']!;
    expect(product.schema).toEqual({ $ref: '#/components/schemas/Product' });
  });

  it('lists the error answers each operation can give, each with the one error body', () => {
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations))
        for (const status of ['429', '502', '503', '504', 'default'])
          expect(op.responses[status], `${method} ${path} ${status}`).toHaveProperty('$ref');
    for (const response of Object.values(doc.components.responses))
      expect(response.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(doc.components.responses.TooManyRequests!.headers).toHaveProperty('Retry-After');

    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]![method]!.responses).filter((s) => s.startsWith('4'));
    // Signed in, no input: only the refusals of a session and the limits.
    expect(statuses('/api/users/self', 'get')).toEqual(['401', '429']);
    // An upload: too large, or not a picture; a cross-site browser is refused.
    expect(statuses('/api/ad/images', 'post')).toEqual(expect.arrayContaining(['400', '401', '403', '413', '415']));
    // Sign-in answers with the errors of the call it makes: unverified 401, banned 403.
    expect(statuses('/bff/session', 'post')).toEqual(['400', '401', '403', '413', '415', '422', '429']);
    // A payment under way.
    expect(statuses('/api/orders/myfatoorah/pay', 'post')).toContain('409');
  });

  it('refuses an unknown provider as a path that names nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/bff/session/myspace/redirect' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
