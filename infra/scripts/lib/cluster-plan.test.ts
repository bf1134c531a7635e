import { describe, expect, it } from 'vitest';
import { clusterApiEnv, clusterBffEnv, clusterSandboxEnv, planCluster, redisServerArgs } from './cluster-plan.mjs';

const ports = {
  port: 8080,
  apiPort: 4100,
  redisPort: 6400,
  sandboxPort: 4200,
  bffPorts: [3001, 3002],
  metricsPorts: [9001, 9002],
};
const plan = (overrides: Partial<Parameters<typeof planCluster>[0]> = {}) =>
  planCluster({
    ports,
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/badal_cluster',
    dataDir: '/data/cluster',
    runDir: '/tmp/run',
    sandbox: false,
    ...overrides,
  });

describe('planCluster', () => {
  it('puts the site on nginx, one entry per BFF with its metrics', () => {
    const p = plan();
    expect(p.publicUrl).toBe('http://127.0.0.1:8080');
    expect(p.bffs).toEqual([
      {
        name: 'bff-1',
        port: 3001,
        metricsPort: 9001,
        origin: 'http://127.0.0.1:3001',
        metricsUrl: 'http://127.0.0.1:9001/metrics',
      },
      {
        name: 'bff-2',
        port: 3002,
        metricsPort: 9002,
        origin: 'http://127.0.0.1:3002',
        metricsUrl: 'http://127.0.0.1:9002/metrics',
      },
    ]);
    expect(p.ownRedis).toBe(true);
    expect(p.redisUrl).toBe('redis://127.0.0.1:6400');
  });

  it('uses an outside Redis when given one', () => {
    const p = plan({ redisUrl: 'redis://cache:6379' });
    expect(p.ownRedis).toBe(false);
    expect(p.redisUrl).toBe('redis://cache:6379');
  });

  it('refuses a cluster without BFFs or with missing metrics ports', () => {
    expect(() => plan({ ports: { ...ports, bffPorts: [], metricsPorts: [] } })).toThrow('at least one BFF');
    expect(() => plan({ ports: { ...ports, metricsPorts: [9001] } })).toThrow('one metrics port per BFF');
  });
});

describe('the cluster processes', () => {
  it('keeps Redis on disk (append-only file) so sessions survive its restart', () => {
    const args = redisServerArgs(plan());
    expect(args.join(' ')).toContain('--appendonly yes');
    expect(args.join(' ')).toContain('--dir /data/cluster/redis');
    expect(args.join(' ')).toContain('--bind 127.0.0.1');
  });

  it('runs the API on PostgreSQL with pushes and media through nginx', () => {
    const env = clusterApiEnv({ LOG_LEVEL: 'warn' }, plan());
    expect(env).toMatchObject({
      LOG_LEVEL: 'warn',
      UPSTREAM_PORT: '4100',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/badal_cluster',
      MEDIA_BASE_URL: 'http://127.0.0.1:8080/media',
      PUSH_WEBHOOK_URL: 'http://127.0.0.1:8080/internal/push',
    });
    expect(env.MYFATOORAH_BASE_URL).toBeUndefined();
  });

  it('points the API at the card provider sandbox when it runs', () => {
    const p = plan({ sandbox: true });
    expect(clusterApiEnv({}, p)).toMatchObject({ MYFATOORAH_BASE_URL: 'http://127.0.0.1:4200' });
    expect(clusterSandboxEnv({}, p)).toMatchObject({ SANDBOX_PORT: '4200', SANDBOX_HOST: '127.0.0.1' });
    expect(clusterApiEnv({}, p).MYFATOORAH_API_KEY).toBe(clusterSandboxEnv({}, p).MYFATOORAH_API_KEY);
  });

  it('gives each BFF its port, the shared Redis, trust in nginx and its metrics port', () => {
    expect(clusterBffEnv({}, plan(), 1)).toMatchObject({
      PORT: '3002',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1:8080',
      UPSTREAM_URL: 'http://127.0.0.1:4100/api',
      REDIS_URL: 'redis://127.0.0.1:6400',
      TRUST_PROXY: '127.0.0.1',
      METRICS_PORT: '9002',
    });
    expect(() => clusterBffEnv({}, plan(), 2)).toThrow('no BFF number 3');
  });
});
