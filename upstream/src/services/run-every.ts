/**
 * Periodic work of an API instance (the payment, offer and ad-life sweeps): `work` runs every
 * `intervalMs`, one run at a time (a tick while one runs is skipped), a failure logged and retried
 * at the next tick. Each run claims what it does in the database, so several instances may sweep at
 * once. The returned stop clears the timer and waits for a run under way.
 */
import type { UpstreamContext } from './context.js';

export const runEvery = (
  ctx: UpstreamContext,
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
): (() => Promise<void>) => {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .catch((error: unknown) => ctx.log.warn({ err: error }, `${name} failed; it runs again`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
