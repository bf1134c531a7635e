/**
 * The offers' periodic work (issue #32, decision 017), on every API instance: both people of an
 * open offer are reminded once it has `reminderHours` left, and told once it has expired, with the
 * expiry recorded as the negotiation's last step and a line in their chat.
 *
 * Whether an offer expired is decided at read, by the clock (negotiation.ts): nothing can be
 * answered after its end even if no sweep has run. The sweep only sends the notices. Each notice
 * is claimed by one conditional update (`… where reminder_sent_at is null … returning`) in the same
 * transaction as the notifications it sends: whichever instance's update reaches a row first
 * claims it, the other's finds the row no longer matching, and a failed transaction gives the
 * claim back with its notices. So each notice is sent exactly once, across restarts and instances.
 */
import { and, eq, gt, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type RequestRow, requests } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';
import { notifyOfferTime } from '../notifications/notify.js';
import { runEvery } from '../run-every.js';
import { inTransaction, type PendingPushes } from '../transactions.js';
import { HOUR_MS, offerRules } from './offer-settings.js';
import { recordStep } from './offer-steps.js';
import { loadProductFacts } from './request-rules.js';

export const DEFAULT_OFFER_SWEEP_MS = 30_000;

const open = and(eq(requests.status, 1), isNull(requests.expiredAt));

const productNames = async (tx: Db, rows: readonly RequestRow[], now: Date) =>
  loadProductFacts(
    tx,
    rows.map((r) => r.receiverProductId),
    now,
  );

/**
 * Marks the open offers that are past their end as expired and tells both people — each once.
 * `only` narrows it (a new request first ends the expired one it replaces).
 */
export const expireDue = async (
  ctx: UpstreamContext,
  target: { tx: Db; pushes: PendingPushes },
  now: Date,
  only?: SQL,
): Promise<RequestRow[]> => {
  const claimed = await target.tx
    .update(requests)
    .set({ expiredAt: now })
    .where(and(open, lte(requests.expiresAt, now), only))
    .returning();
  if (claimed.length === 0) return [];
  const facts = await productNames(target.tx, claimed, now);
  for (const row of claimed) {
    // The step is dated when the offer ended, not when the sweep came by.
    await recordStep(ctx, target, row, { kind: 'expire', by: null }, row.expiresAt ?? now);
    await notifyOfferTime(ctx, target, {
      recipientIds: [row.senderId, row.receiverId],
      requestId: row.id,
      notice: 'expired',
      product: facts.get(row.receiverProductId)?.name ?? '',
      hours: 0,
    });
  }
  return claimed;
};

/** Reminds both people of each open offer that has entered its last `reminderHours` — once. */
export const remindExpiring = async (
  ctx: UpstreamContext,
  target: { tx: Db; pushes: PendingPushes },
  now: Date,
  reminderHours: number,
): Promise<RequestRow[]> => {
  const claimed = await target.tx
    .update(requests)
    .set({ reminderSentAt: now })
    .where(
      and(
        open,
        isNull(requests.reminderSentAt),
        gt(requests.expiresAt, now),
        lte(requests.expiresAt, new Date(now.getTime() + reminderHours * HOUR_MS)),
      ),
    )
    .returning();
  if (claimed.length === 0) return [];
  const facts = await productNames(target.tx, claimed, now);
  for (const row of claimed) {
    const left = (row.expiresAt?.getTime() ?? now.getTime()) - now.getTime();
    await notifyOfferTime(ctx, target, {
      recipientIds: [row.senderId, row.receiverId],
      requestId: row.id,
      notice: 'expiring',
      product: facts.get(row.receiverProductId)?.name ?? '',
      hours: Math.max(1, Math.ceil(left / HOUR_MS)),
    });
  }
  return claimed;
};

/** One run of the sweep, now by the instance's clock; what it sent, for tests and logs. */
export const sweepOffers = async (ctx: UpstreamContext): Promise<{ reminded: number; expired: number }> => {
  const now = ctx.clock();
  const rules = await offerRules(ctx.db);
  const expired = await inTransaction(ctx, (tx, pushes) => expireDue(ctx, { tx, pushes }, now));
  const reminded = await inTransaction(ctx, (tx, pushes) =>
    remindExpiring(ctx, { tx, pushes }, now, rules.reminderHours),
  );
  return { reminded: reminded.length, expired: expired.length };
};

/** Runs the sweep every `intervalMs` until the returned stop is called; one run at a time. */
export const startOfferSweep = (ctx: UpstreamContext, intervalMs: number): (() => Promise<void>) =>
  runEvery(ctx, 'offer sweep', intervalMs, () => sweepOffers(ctx));
