/**
 * Request ids and the per-request log line, on the hot path of every call the BFF proxies. The
 * proxy benchmark (infra/bench/proxy-overhead.mjs) showed pino's general path — a child logger per
 * request, then object serialisation with redaction — as the largest cost the BFF adds to a bare
 * proxy. So: ids are a process prefix plus a counter (unique across instances, no random bytes per
 * request), the child logger is only built when something logs through `request.log`, and the
 * one request line is written in pino's own format straight to pino's destination.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** `<8 random hex chars>-<counter in base 36>`: short, unique per process, unique across processes. */
export const requestIdGenerator = (): (() => string) => {
  const prefix = randomBytes(4).toString('hex');
  let counter = 0;
  return () => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    return `${prefix}-${counter.toString(36)}`;
  };
};

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LevelMethod = (...args: unknown[]) => void;

/**
 * A request's logger that becomes a real pino child on first use. Fastify makes one per request;
 * most requests never log through it.
 */
class LazyChildLogger {
  private built: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: pino.Bindings,
    private readonly options: pino.ChildLoggerOptions,
  ) {}

  real(): FastifyBaseLogger {
    this.built ??= this.parent.child(this.bindings, this.options);
    return this.built;
  }

  get level(): string {
    return (this.built ?? this.parent).level;
  }

  set level(value: string) {
    this.real().level = value;
  }

  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  isLevelEnabled(level: string): boolean {
    return ((this.built ?? this.parent) as pino.Logger).isLevelEnabled(level);
  }
}

// fatal … trace and silent, each building the child on its first call.
for (const level of LEVELS) {
  Object.defineProperty(LazyChildLogger.prototype, level, {
    value(this: LazyChildLogger, ...args: unknown[]) {
      const method = (this.real() as unknown as Record<string, LevelMethod>)[level];
      return method?.apply(this.real(), args);
    },
  });
}

/** Fastify's `childLoggerFactory`: a lazy child per request. */
export const lazyChildLoggerFactory = (
  logger: FastifyBaseLogger,
  bindings: pino.Bindings,
  options: pino.ChildLoggerOptions,
): FastifyBaseLogger => new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;

/** Writes the one line per request in pino's format (level, time, pid, hostname, reqId, fields, msg). */
export const requestLineWriter = (logger: FastifyBaseLogger) => {
  const stream = (logger as unknown as Record<symbol, { write(line: string): void }>)[pino.symbols.streamSym];
  const head = `{"level":30,"time":`;
  const host = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())},"reqId":`;
  return (fields: { reqId: string; method: string; url: string; status: number; ms: number }): void => {
    if (!stream || !(logger as pino.Logger).isLevelEnabled('info')) return;
    stream.write(
      `${head}${Date.now()}${host}${JSON.stringify(fields.reqId)},"method":${JSON.stringify(fields.method)},"url":${JSON.stringify(fields.url)},"status":${fields.status},"ms":${fields.ms},"msg":"request"}\n`,
    );
  };
};
