import type { Session, SessionStore } from './session-store.js';

/** The default store for a single instance; expired sessions are swept on read and periodically. */
export class MemorySessionStore implements SessionStore {
  readonly #sessions = new Map<string, Session>();
  readonly #sweeper: NodeJS.Timeout;

  constructor(
    sweepEveryMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {
    this.#sweeper = setInterval(() => this.#sweep(), sweepEveryMs);
    this.#sweeper.unref();
  }

  async get(id: string): Promise<Session | null> {
    const s = this.#sessions.get(id);
    if (!s) return null;
    if (s.expiresAt <= this.now()) {
      this.#sessions.delete(id);
      return null;
    }
    return s;
  }

  async set(session: Session): Promise<void> {
    this.#sessions.set(session.id, { ...session });
  }

  async delete(id: string): Promise<void> {
    this.#sessions.delete(id);
  }

  async listByUser(userId: number): Promise<Session[]> {
    const now = this.now();
    return [...this.#sessions.values()].filter((s) => s.userId === userId && s.expiresAt > now);
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    this.#sessions.clear();
  }

  #sweep(): void {
    const now = this.now();
    for (const [id, s] of this.#sessions) if (s.expiresAt <= now) this.#sessions.delete(id);
  }
}
