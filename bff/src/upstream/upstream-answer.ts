/**
 * Receives every upstream answer (calls, media, the readiness ping) through undici's dispatch
 * interface. Most answers of the
 * marketplace API are small JSON documents: those (declared length up to SMALL_ANSWER_BYTES) are
 * collected in memory and handed over whole, with no stream, async resource or consumer in
 * between — the BFF's hottest path (proxy benchmark, infra/bench/proxy-overhead.mjs). Anything
 * larger or unsized is handed over as soon as its headers arrive and streams with backpressure.
 */
import type { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { type Dispatcher, errors as undiciErrors } from 'undici';

/** Answers up to this declared size are read whole before the call resolves. */
export const SMALL_ANSWER_BYTES = 64 * 1024;

/** An upstream answer's body: read it once, in whichever form suits the caller. */
export interface UpstreamBody extends AsyncIterable<Buffer> {
  /** The whole body when it was small enough to arrive with the answer; null when it streams. */
  readonly whole: Buffer | null;
  bytes(): Promise<Buffer>;
  text(): Promise<string>;
  json(): Promise<unknown>;
  /** Discards the rest of the body (frees the connection). */
  dump(): Promise<void>;
  /** The body as a readable stream, to pipe large answers to the client. */
  stream(): Readable;
}

export interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: UpstreamBody;
}

class WholeBody implements UpstreamBody {
  constructor(readonly whole: Buffer) {}
  async bytes() {
    return this.whole;
  }
  async text() {
    return this.whole.toString('utf8');
  }
  async json() {
    return JSON.parse(this.whole.toString('utf8')) as unknown;
  }
  async dump() {}
  stream() {
    return Readable.from([this.whole]);
  }
  async *[Symbol.asyncIterator]() {
    yield this.whole;
  }
}

/** A body already read whole, to hand on in place of the one it was read from. */
export const wholeBody = (bytes: Buffer): UpstreamBody => new WholeBody(bytes);

class StreamedBody implements UpstreamBody {
  readonly whole = null;
  constructor(private readonly readable: Readable) {}
  async bytes() {
    const chunks: Buffer[] = [];
    for await (const chunk of this.readable) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  async text() {
    return (await this.bytes()).toString('utf8');
  }
  async json() {
    return JSON.parse(await this.text()) as unknown;
  }
  async dump() {
    this.readable.destroy();
  }
  stream() {
    return this.readable;
  }
  [Symbol.asyncIterator]() {
    return this.readable[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }
}

/**
 * A dispatch handler that settles `resolve`/`reject` once. `signal` emitting 'abort' cancels the
 * request wherever it is: before it is sent, while waiting for headers, or while streaming.
 */
export class UpstreamAnswerHandler implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | null = null;
  private cancelled: Error | null = null;
  private status = 0;
  private headers: UpstreamResponse['headers'] = {};
  private chunks: Buffer[] | null = null;
  private readable: Readable | null = null;
  private settled = false;

  constructor(
    private readonly resolve: (res: UpstreamResponse) => void,
    private readonly reject: (error: unknown) => void,
    private readonly signal: EventEmitter | undefined,
  ) {
    signal?.once('abort', this.onCancel);
  }

  private readonly onCancel = () => {
    this.cancelled = new undiciErrors.RequestAbortedError();
    if (this.readable) this.readable.destroy(this.cancelled);
    else this.controller?.abort(this.cancelled);
  };

  private finish() {
    this.signal?.off('abort', this.onCancel);
  }

  private settle(res: UpstreamResponse) {
    this.settled = true;
    this.resolve(res);
  }

  onRequestStart(controller: Dispatcher.DispatchController) {
    if (this.cancelled) controller.abort(this.cancelled);
    else this.controller = controller;
  }

  onResponseStart(controller: Dispatcher.DispatchController, status: number, headers: UpstreamResponse['headers']) {
    if (status < 200) return;
    this.status = status;
    this.headers = headers;
    const length = Number(headers['content-length'] ?? Number.NaN);
    if (length <= SMALL_ANSWER_BYTES) {
      this.chunks = [];
      return;
    }
    let ended = false;
    this.readable = new Readable({
      read: () => controller.resume(),
      destroy: (error, callback) => {
        // A consumer that stops early (or a client that left) frees the upstream connection.
        if (!ended) controller.abort(error ?? new undiciErrors.RequestAbortedError());
        this.finish();
        callback(error);
      },
    });
    this.readable.once('end', () => {
      ended = true;
    });
    this.settle({ status, headers, body: new StreamedBody(this.readable) });
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer) {
    if (!this.readable) {
      this.chunks?.push(chunk);
      return;
    }
    if (!this.readable.push(chunk)) controller.pause();
  }

  onResponseEnd() {
    if (this.readable) {
      this.readable.push(null);
      return;
    }
    this.finish();
    const chunks = this.chunks ?? [];
    const whole = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
    this.settle({ status: this.status, headers: this.headers, body: new WholeBody(whole) });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error) {
    this.finish();
    if (this.readable) this.readable.destroy(error);
    else if (!this.settled) this.reject(error);
  }
}
