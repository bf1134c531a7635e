/**
 * How many uploads each session has under way on this instance. A session over its limit is
 * refused at once (429) instead of holding more of the upload connections: one person cannot keep
 * everyone else's pictures waiting.
 */
import { BffError } from '../lib/bff-error.js';

/** Seconds a refused client is asked to wait before it tries again. */
const RETRY_AFTER_SECONDS = 5;

export class UploadSlots {
  readonly #running = new Map<string, number>();

  constructor(private readonly perSession: number) {}

  /** Takes a slot for `sessionId` or throws `rate_limited`; the returned function gives it back (once). */
  take(sessionId: string): () => void {
    const running = this.#running.get(sessionId) ?? 0;
    if (running >= this.perSession) throw new BffError('rate_limited', { retryAfterSeconds: RETRY_AFTER_SECONDS });
    this.#running.set(sessionId, running + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#running.get(sessionId) ?? 1) - 1;
      if (left > 0) this.#running.set(sessionId, left);
      else this.#running.delete(sessionId);
    };
  }

  /** Uploads under way, all sessions together (metrics, tests). */
  get running(): number {
    let total = 0;
    for (const n of this.#running.values()) total += n;
    return total;
  }
}
