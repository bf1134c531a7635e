/**
 * The BFF's Prometheus metrics (prom-client), one registry per app so that tests and benchmarks
 * running several instances in one process keep them apart. Names start with `badal_bff_`.
 *
 * Counters that sit on the request path keep their labelled children in a map: prom-client hashes
 * the label values on every `labels()` call, and a request costs a handful of microseconds already.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheState } from '../cache/response-cache.js';

/** What the metrics read from the running app when Prometheus scrapes (no bookkeeping per event). */
export interface MetricsSources {
  /** The upstream connection pool (undici's Pool.stats). */
  upstreamPool?: () => { connected: number; free: number; pending: number; queued: number; running: number };
  /** socket.io connections on this instance. */
  socketsConnected?: () => number;
  /** 1 while the instance is draining before it stops. */
  draining?: () => boolean;
}

const SECONDS_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class BffMetrics {
  readonly registry = new Registry();
  readonly #sources: MetricsSources = {};

  readonly #requests = new Counter({
    name: 'badal_bff_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly #requestSeconds = new Histogram({
    name: 'badal_bff_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });
  readonly #upstreamSeconds = new Histogram({
    name: 'badal_bff_upstream_duration_seconds',
    help: 'Time until the marketplace API answered (headers), by call of the call table and status (or "error")',
    labelNames: ['call', 'status'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });
  readonly #cache = new Counter({
    name: 'badal_bff_cache_lookups_total',
    help: 'Catalogue cache lookups by outcome: hit, miss, stale (served while refreshing), stale-if-error',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });
  readonly #pushes = new Counter({
    name: 'badal_bff_pushes_total',
    help: "Pushes of the API's webhook delivered to the user's sockets (on every instance), by event",
    labelNames: ['event'] as const,
    registers: [this.registry],
  });
  readonly #pushesRefused = new Counter({
    name: 'badal_bff_pushes_refused_total',
    help: 'Webhook pushes refused, by reason (signature, replay, payload)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly #redisErrors = new Counter({
    name: 'badal_bff_redis_errors_total',
    help: 'Errors reported by a Redis connection (sessions and cache, socket.io adapter), by connection',
    labelNames: ['connection'] as const,
    registers: [this.registry],
  });

  readonly #requestChildren = new Map<
    string,
    { count: Counter.Internal; seconds: Histogram.Internal<'method' | 'route'> }
  >();
  readonly #upstreamChildren = new Map<string, Histogram.Internal<'call' | 'status'>>();

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'badal_bff_' });
    const sources = this.#sources;
    new Gauge({
      name: 'badal_bff_upstream_pool_requests',
      help: 'Requests to the marketplace API: running on a connection, pending on one, queued for a free one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const stats = sources.upstreamPool?.();
        if (!stats) return;
        this.set({ state: 'running' }, stats.running);
        this.set({ state: 'pending' }, stats.pending);
        this.set({ state: 'queued' }, stats.queued);
      },
    });
    new Gauge({
      name: 'badal_bff_upstream_pool_connections',
      help: 'Keep-alive connections to the marketplace API: in use and free',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const stats = sources.upstreamPool?.();
        if (!stats) return;
        this.set({ state: 'in_use' }, stats.connected - stats.free);
        this.set({ state: 'free' }, stats.free);
      },
    });
    new Gauge({
      name: 'badal_bff_sockets_connected',
      help: 'socket.io clients connected to this instance',
      registers: [this.registry],
      collect() {
        this.set(sources.socketsConnected?.() ?? 0);
      },
    });
    new Gauge({
      name: 'badal_bff_draining',
      help: '1 while this instance drains before it stops (takes no new connections)',
      registers: [this.registry],
      collect() {
        this.set(sources.draining?.() ? 1 : 0);
      },
    });
  }

  /** Connects a source read at scrape time; later calls add to or replace earlier ones. */
  observe(sources: MetricsSources): void {
    Object.assign(this.#sources, sources);
  }

  request(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let child = this.#requestChildren.get(key);
    if (!child) {
      child = {
        count: this.#requests.labels(method, route, String(status)),
        seconds: this.#requestSeconds.labels(method, route),
      };
      this.#requestChildren.set(key, child);
    }
    child.count.inc();
    child.seconds.observe(seconds);
  }

  upstream(call: string, status: number | 'error', seconds: number): void {
    const key = `${call} ${status}`;
    let child = this.#upstreamChildren.get(key);
    if (!child) {
      child = this.#upstreamSeconds.labels(call, String(status));
      this.#upstreamChildren.set(key, child);
    }
    child.observe(seconds);
  }

  cacheLookup(state: CacheState): void {
    this.#cache.inc({ state });
  }

  push(event: string): void {
    this.#pushes.inc({ event });
  }

  pushRefused(reason: 'signature' | 'replay' | 'payload'): void {
    this.#pushesRefused.inc({ reason });
  }

  redisError(connection: string): void {
    this.#redisErrors.inc({ connection });
  }

  /** The text exposition format, for GET /metrics. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
