/**
 * Runs database work in one transaction and sends the pushes it produced only once that
 * transaction has committed: a rolled-back change never reaches anyone's screen.
 */
import type { Db } from '../db/database.js';
import type { UpstreamContext } from './context.js';
import type { PushEvent } from './push/push-webhook.js';

export class PendingPushes {
  private readonly queued: { userId: number; event: PushEvent }[] = [];

  add(userId: number, event: PushEvent): void {
    this.queued.push({ userId, event });
  }

  sendAll(ctx: UpstreamContext): void {
    for (const { userId, event } of this.queued.splice(0)) ctx.push.send(userId, event);
  }
}

export const inTransaction = async <T>(
  ctx: UpstreamContext,
  work: (tx: Db, pushes: PendingPushes) => Promise<T>,
): Promise<T> => {
  const pushes = new PendingPushes();
  const result = await ctx.db.transaction((tx) => work(tx as unknown as Db, pushes));
  pushes.sendAll(ctx);
  return result;
};
