/**
 * Log lines leave in batches: lines gather until 16 KB have come together or a fifth of a second
 * has passed since the first of them, then go to the destination as one piece, in order. Each
 * write to pino's destination (sonic-boom, then a write on a worker thread) costs several
 * microseconds whatever its size, which at one line per request was the BFF's largest own cost
 * in the proxy benchmark (infra/bench/proxy-overhead.mjs). Batching per turn of the event loop
 * was not enough: under load a turn often carries a single request.
 */

/** What the batches are written to: pino's destination. */
export interface LogDestination {
  write(text: string): unknown;
  flushSync(): void;
}

export class BatchedLogStream {
  #lines: string[] = [];
  #size = 0;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly destination: LogDestination,
    private readonly maxBatchBytes = 16 * 1024,
    private readonly maxDelayMs = 200,
  ) {}

  write(line: string): boolean {
    this.#lines.push(line);
    this.#size += line.length;
    if (this.#size >= this.maxBatchBytes) this.flush();
    else if (this.#timer === null) {
      this.#timer = setTimeout(this.#due, this.maxDelayMs);
      // A pending batch never keeps the process alive; shutdown flushes it.
      this.#timer.unref();
    }
    return true;
  }

  readonly #due = () => {
    this.#timer = null;
    this.flush();
  };

  /** Hands what has gathered to the destination. */
  flush(): void {
    if (this.#timer !== null) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    if (this.#lines.length === 0) return;
    const text = this.#lines.length === 1 ? (this.#lines[0] as string) : this.#lines.join('');
    this.#lines = [];
    this.#size = 0;
    this.destination.write(text);
  }

  /** Writes everything out before the process ends. */
  flushSync(): void {
    this.flush();
    this.destination.flushSync();
  }
}
