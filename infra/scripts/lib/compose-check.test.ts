// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Compose and nginx template placeholders are the subject of these tests
/**
 * docker-compose.yml in its production shape. No Docker engine or compose plugin runs on the CI
 * machine, so compose-check.mjs interpolates and checks it; where `docker compose` exists, its own
 * `config` must accept the file too.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCompose, interpolate } from './compose-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const composeText = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');

/** What a demo's .env holds (docs/operations.md, "Running it"). */
const DEMO_ENV = {
  PUBLIC_URL: 'http://localhost:3000',
  POSTGRES_PASSWORD: 'pg-secret-0123456789',
  REDIS_PASSWORD: 'redis-secret-0123456789',
  PUSH_WEBHOOK_SECRET: 'push-secret-0123456789',
  MYFATOORAH_BASE_URL: 'http://payment-sandbox:4100',
  MYFATOORAH_API_KEY: 'sandbox-key',
};

describe('Compose interpolation', () => {
  it('follows the Compose rules for defaults, required values and $$', () => {
    const errors: string[] = [];
    const env = { SET: 'x', EMPTY: '' };
    expect(interpolate('${SET} ${SET:-d} ${EMPTY:-d} ${EMPTY-d} ${UNSET-d} $SET $$SET', env, errors)).toBe(
      'x x d  d x $SET',
    );
    expect(interpolate('${SET:+on}|${EMPTY:+on}|${EMPTY+on}', env, errors)).toBe('on||on');
    expect(errors).toEqual([]);
    interpolate('${EMPTY:?say it} ${EMPTY?fine} ${UNSET?say that}', env, errors);
    expect(errors).toEqual([
      'required variable EMPTY is missing a value: say it',
      'required variable UNSET is missing a value: say that',
    ]);
  });
});

describe('docker-compose.yml', () => {
  const check = (env: Record<string, string>, profiles: string[] = []) =>
    checkCompose(composeText, { env, projectDir: root, profiles });

  it('is valid with a complete .env', () => {
    expect(check(DEMO_ENV).errors).toEqual([]);
    expect(check(DEMO_ENV, ['demo']).errors).toEqual([]);
  });

  it('has no default for any secret: each missing one is named', () => {
    const { errors } = check({});
    for (const name of [
      'PUBLIC_URL',
      'POSTGRES_PASSWORD',
      'REDIS_PASSWORD',
      'PUSH_WEBHOOK_SECRET',
      'MYFATOORAH_BASE_URL',
      'MYFATOORAH_API_KEY',
    ]) {
      expect(errors.some((e) => e.startsWith(`required variable ${name} `))).toBe(true);
    }
  });

  it('puts two BFFs behind nginx with the shared site configuration, Redis and PostgreSQL on volumes', () => {
    const { config } = check(DEMO_ENV);
    const { nginx, bff, redis, postgres, upstream } = config.services;
    expect(nginx.volumes).toContain('./infra/nginx/badal.conf.template:/etc/nginx/templates/badal.conf.template:ro');
    expect(nginx.environment.NGINX_ENVSUBST_FILTER).toBe('^BADAL_');
    expect(nginx.environment.BADAL_BFF_SERVERS).toContain('server bff:3000');
    expect(nginx.depends_on.bff.condition).toBe('service_healthy');
    expect(bff.deploy.replicas).toBe(2);
    expect(bff.environment).toMatchObject({
      NODE_ENV: 'production',
      TRUST_PROXY: 'uniquelocal',
      REDIS_URL: 'redis://:redis-secret-0123456789@redis:6379',
    });
    expect(bff.ports).toBeUndefined();
    expect(redis.command.join(' ')).toContain('--appendonly yes');
    expect(redis.volumes).toEqual(['redis-data:/data']);
    expect(postgres.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
    expect(upstream.environment.DATABASE_URL).toBe('postgres://badal:pg-secret-0123456789@postgres:5432/badal');
    expect(upstream.environment.PUSH_WEBHOOK_URL).toBe('http://nginx/internal/push');
    expect(upstream.depends_on.postgres.condition).toBe('service_healthy');
  });

  it('runs the card provider sandbox only in the demo profile', () => {
    expect(check(DEMO_ENV).config.services['payment-sandbox']).toBeUndefined();
    expect(check(DEMO_ENV, ['demo']).config.services['payment-sandbox'].command).toEqual([
      'node',
      'upstream/dist/payment-sandbox/server.js',
    ]);
  });

  it('catches what docker compose config would refuse', () => {
    const broken = `
services:
  a:
    image: x
    depends_on:
      b: { condition: service_healthy }
      c: { condition: service_started }
    volumes: ["nowhere:/data", "./no/such/file:/x"]
    ports: ["eighty"]
  b:
    build: { context: ., dockerfile: infra/Dockerfile, target: nope }
    depends_on: [a]
    colour: blue
`;
    const { errors } = checkCompose(broken, { env: {}, projectDir: root });
    expect(errors).toEqual([
      'service a: waits for b to be healthy, which has no health check',
      'service a: depends on unknown service c',
      'service a: volume nowhere is not declared under volumes',
      'service a: bind mount ./no/such/file does not exist',
      'service a: port mapping "eighty" is not [ip:]host:container',
      'service b: unknown key colour',
      'service b: infra/Dockerfile has no stage nope',
      'dependency cycle: a → b → a',
    ]);
  });

  const composePlugin = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0;
  it.runIf(composePlugin)('passes docker compose config, where the compose plugin is installed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'badal-compose-'));
    const envFile = path.join(dir, '.env');
    fs.writeFileSync(
      envFile,
      Object.entries(DEMO_ENV)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n'),
    );
    execFileSync('docker', ['compose', '--env-file', envFile, '--profile', 'demo', 'config', '--quiet'], { cwd: root });
  });
});
