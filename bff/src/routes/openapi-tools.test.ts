/**
 * The document /docs/json serves, taken by the tools a mobile team reaches for first (issue #29,
 * docs/mobile-clients.md): swagger-parser validates it, Redocly's recommended rules (the repository's
 * redocly.yaml) find no error and only the warnings that file explains, and openapi-typescript
 * generates types that a small client program — sign in, search, open a product, read a refusal —
 * type-checks with, under the repository's own TypeScript.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { namedSchemas } from '@badal/contracts';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../app.js';
import { loadConfig as loadBffConfig } from '../config.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The repository's compiler (TypeScript 7), not the TypeScript 5 openapi-typescript runs on. */
const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
const openapiFetchTypes = path.join(
  path.dirname(createRequire(import.meta.url).resolve('openapi-fetch/package.json')),
  'dist/index.d.mts',
);

/** What a mobile client writes with the generated types and openapi-fetch. */
const clientProgram = `
import createClient from 'openapi-fetch';
import type { components, paths } from './badal.js';

type ErrorBody = components['schemas']['ErrorBody'];
type Product = components['schemas']['Product'];
type ProductCard = components['schemas']['ProductCard'];

const client = createClient<paths>({ baseUrl: 'http://localhost:3000' });

export const tryIt = async (): Promise<string> => {
  const signIn = await client.POST('/bff/session', {
    params: { header: { Prefer: 'bearer-session' } },
    body: { userName: 'demo', password: 'demo1234' },
  });
  const sessionId: string | undefined = signIn.data?.sessionId;
  const headers = { Authorization: \`Bearer \${sessionId}\` };

  const found = await client.GET('/api/v2/search/products', { params: { query: { text: 'phone', page: 1 } }, headers });
  const first: ProductCard | undefined = found.data?.data[0];
  if (first) {
    const opened = await client.GET('/api/products/{slug}', { params: { path: { slug: first.slug } }, headers });
    const product: Product | undefined = opened.data;
    if (product) return product.name;
  }

  const refused = await client.GET('/api/users/self');
  const body: ErrorBody | undefined = refused.error;
  const code: ErrorBody['error']['code'] | undefined = body?.error.code;
  // @ts-expect-error a path the BFF does not answer is no path of the client
  await client.GET('/api/nowhere');
  return \`\${refused.response.status} \${code}\`;
};
`;

describe('the served OpenAPI document in the standard tools', () => {
  let app: FastifyInstance;
  let document: Record<string, unknown>;
  let source: string;

  beforeAll(async () => {
    app = await buildBff(
      loadBffConfig({
        UPSTREAM_URL: 'http://127.0.0.1:9/api',
        PUBLIC_URL: 'https://badal.test',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
      }),
    );
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    source = res.body;
    document = JSON.parse(source);
  });
  afterAll(() => app.close());

  it('is valid for swagger-parser', async () => {
    // swagger-parser resolves references in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it("passes Redocly's recommended rules with no error, and only the warnings redocly.yaml explains", async () => {
    const config = await loadConfig({ configPath: path.join(repoRoot, 'redocly.yaml') });
    const problems = await lintFromString({ source, absoluteRef: path.join(repoRoot, 'docs.json'), config });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(problems.map((p) => `${p.ruleId}: ${p.message}`).sort()).toEqual([
      'info-license: Info object should contain `license` field.',
      'no-ambiguous-paths: Paths should resolve unambiguously. Found two ambiguous paths: `/api/requests/users/{userId}` and `/api/requests/{id}/change-status`.',
      'no-ambiguous-paths: Paths should resolve unambiguously. Found two ambiguous paths: `/api/requests/users/{userId}` and `/api/requests/{id}/counter`.',
      'no-ambiguous-paths: Paths should resolve unambiguously. Found two ambiguous paths: `/api/requests/users/{userId}` and `/api/requests/{id}/history`.',
      'no-ambiguous-paths: Paths should resolve unambiguously. Found two ambiguous paths: `/api/users/{id}/change-status` and `/api/users/notifications/{id}`.',
    ]);
  });

  it('generates a typed client with the entity names that a client program type-checks with', async () => {
    const types = astToString(await openapiTS(document as never));
    for (const name of Object.keys(namedSchemas)) expect(types, name).toContain(`\n        ${name}: `);
    const dir = await mkdtemp(path.join(tmpdir(), 'badal-openapi-'));
    try {
      await writeFile(path.join(dir, 'badal.d.ts'), types);
      await writeFile(path.join(dir, 'client.ts'), clientProgram);
      await writeFile(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2023',
            lib: ['ES2023', 'DOM'],
            module: 'preserve',
            moduleResolution: 'bundler',
            strict: true,
            noEmit: true,
            types: [],
            paths: { 'openapi-fetch': [openapiFetchTypes] },
          },
          files: ['client.ts'],
        }),
      );
      const { stdout } = await promisify(execFile)(process.execPath, [tsc, '-p', dir]).catch(
        (error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }),
      );
      expect(stdout).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
