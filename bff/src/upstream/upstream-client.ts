/**
 * The one place the BFF talks to the marketplace API. Every global rule of spec §7 is applied
 * here: `_method` for PUT/DELETE (JSON, form and streamed multipart), accept-language,
 * convertCurrency=KWD, the Bearer token, fcmToken on the three auth calls, request ids, timeouts.
 */
import type { EventEmitter } from 'node:events';
import type { Readable } from 'node:stream';
import {
  type CallDef,
  carriesFcmToken,
  fillPath,
  formEntries,
  type Locale,
  upstreamLanguage,
  upstreamQuery,
  wireMethod,
  withMethodOverride,
} from '@badal/contracts';
import { type Dispatcher, Pool, errors as undiciErrors } from 'undici';
import { BffError } from '../lib/bff-error.js';
import { UpstreamAnswerHandler, type UpstreamResponse } from './upstream-answer.js';

export type { UpstreamResponse } from './upstream-answer.js';

export interface UpstreamRequest {
  call: CallDef;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** JSON or form fields. */
  body?: Record<string, unknown>;
  /** A multipart body to stream; its boundary must be given. */
  multipart?: { stream: Readable; contentType: string };
  apiToken?: string | undefined;
  pushToken?: string | undefined;
  locale: Locale;
  requestId?: string;
  /** Cancels the request when it emits 'abort' (cheaper per request than an AbortController). */
  signal?: EventEmitter;
}

export interface UpstreamClientOptions {
  url: string;
  connectTimeoutMs: number;
  timeoutMs: number;
  connections: number;
  /** Connections for streamed uploads, apart from the calls' own. */
  uploadConnections: number;
}

/** Told how long each answer took (until its headers), by call name; metrics listen here. */
export type UpstreamObserver = (call: string, status: number | 'error', seconds: number) => void;

const FORM = 'application/x-www-form-urlencoded';

export class UpstreamClient {
  readonly #pool: Pool;
  readonly #uploadPool: Pool;
  readonly #basePath: string;
  readonly #timeoutMs: number;
  readonly #observe: UpstreamObserver | undefined;
  readonly origin: string;

  constructor(options: UpstreamClientOptions, observe?: UpstreamObserver) {
    this.#observe = observe;
    const url = new URL(options.url);
    this.origin = url.origin;
    this.#basePath = url.pathname.replace(/\/$/, '');
    this.#timeoutMs = options.timeoutMs;
    const poolOf = (connections: number) =>
      new Pool(url.origin, {
        connections,
        pipelining: 1,
        keepAliveTimeout: 30_000,
        keepAliveMaxTimeout: 600_000,
        connect: { timeout: options.connectTimeoutMs },
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      });
    this.#pool = poolOf(options.connections);
    // However many uploads are under way, and however slowly their clients send them, the calls'
    // connections stay free for everyone else.
    this.#uploadPool = poolOf(options.uploadConnections);
  }

  /** Sends one declared call. Transport failures become upstream_unavailable / upstream_timeout. */
  async send(req: UpstreamRequest): Promise<UpstreamResponse> {
    const { call } = req;
    const path = fillPath(call.path, req.params);
    const { method, override } = wireMethod(call.method);
    const fcm = req.pushToken && carriesFcmToken(path) ? req.pushToken : undefined;

    const query = { ...req.query };
    if (fcm && method === 'GET') query.fcmToken = fcm;

    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': upstreamLanguage(path, req.locale),
    };
    if (req.apiToken) headers.authorization = `Bearer ${req.apiToken}`;
    if (req.requestId) headers['x-request-id'] = req.requestId;

    let body: string | Readable | undefined;
    if (req.multipart) {
      // The multipart forwarder has already written `_method` as the first part.
      headers['content-type'] = req.multipart.contentType;
      body = req.multipart.stream;
    } else if (method === 'POST') {
      const fields = withMethodOverride(fcm ? { ...req.body, fcmToken: fcm } : { ...req.body }, override);
      if (call.encoding === 'form') {
        headers['content-type'] = FORM;
        body = new URLSearchParams(formEntries(fields)).toString();
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(fields);
      }
    }

    const answer = this.#dispatch(
      { method, path: this.#basePath + path + upstreamQuery(path, query), headers, body: body ?? null },
      req.signal,
      req.multipart ? this.#uploadPool : this.#pool,
    );
    return this.#observe ? this.#timed(call.name, answer) : answer;
  }

  /** Reports the answer's time to the observer; the answer itself passes through untouched. */
  #timed(name: string, answer: Promise<UpstreamResponse>): Promise<UpstreamResponse> {
    const observe = this.#observe as UpstreamObserver;
    const started = performance.now();
    answer.then(
      (res) => observe(name, res.status, (performance.now() - started) / 1000),
      () => observe(name, 'error', (performance.now() - started) / 1000),
    );
    return answer;
  }

  /** The connection pool's counters (connections free and in use, requests running and queued). */
  poolStats(): { connected: number; free: number; pending: number; queued: number; running: number } {
    const { connected, free, pending, queued, running } = this.#pool.stats;
    return { connected, free, pending, queued, running };
  }

  /** A media file of the upstream (images) for the /media proxy; large files stream. */
  media(url: string, headers: Record<string, string>): Promise<UpstreamResponse> {
    const u = new URL(url);
    const answer = this.#dispatch({ method: 'GET', path: u.pathname + u.search, headers });
    return this.#observe ? this.#timed('media', answer) : answer;
  }

  /** Whether the upstream answers at all (readiness). */
  async ping(): Promise<boolean> {
    try {
      const res = await this.#dispatch({
        method: 'GET',
        path: `${this.#basePath}/settings/keys?keys=doubleBannerPrice`,
        headers: { accept: 'application/json' },
        headersTimeout: Math.min(this.#timeoutMs, 3000),
      });
      await res.body.dump();
      return res.status < 500;
    } catch {
      return false;
    }
  }

  /** Every request to the upstream goes here; transport failures become catalogue errors. */
  #dispatch(options: Dispatcher.DispatchOptions, signal?: EventEmitter, pool = this.#pool): Promise<UpstreamResponse> {
    return new Promise<UpstreamResponse>((resolve, reject) => {
      const onError = (error: unknown) => reject(toTransportError(error));
      pool.dispatch(options, new UpstreamAnswerHandler(resolve, onError, signal));
    });
  }

  async close(): Promise<void> {
    await Promise.all([this.#pool.close(), this.#uploadPool.close()]);
  }
}

const toTransportError = (error: unknown): BffError | unknown => {
  if (
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError
  )
    return new BffError('upstream_timeout');
  if ((error as { name?: string })?.name === 'AbortError') return new BffError('cancelled');
  const code = (error as { code?: string })?.code;
  // The API could not be reached at all: unavailable (503).
  if (code && /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|UND_ERR_CLOSED/.test(code))
    return new BffError('upstream_unavailable');
  // The connection broke during the exchange (reset, or closed while a body was still being
  // written to it): a bad gateway (502).
  if (code && /ECONNRESET|EPIPE|UND_ERR_SOCKET/.test(code))
    return new BffError('upstream_unavailable', { status: 502 });
  return error;
};
