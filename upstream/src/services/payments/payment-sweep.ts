/**
 * The payments' periodic work, on every API instance: lapsed open payments are closed
 * (open-payments.ts), refunds the provider could not be reached for are sent again and those
 * still pending are asked about (refunds.ts). Each step is safe to run on several instances at once — an order is expired
 * under its row lock, a refund is claimed before it is sent — so nothing happens twice.
 */
import type { Payments, UpstreamContext } from '../context.js';
import { runEvery } from '../run-every.js';
import { expireLapsedPayments } from './open-payments.js';
import { settlePendingRefunds, submitPendingRefunds } from './refunds.js';

export const DEFAULT_PAYMENT_SWEEP_MS = 60_000;

export const sweepPayments = async (ctx: UpstreamContext, payments: Payments): Promise<void> => {
  await expireLapsedPayments(ctx, payments);
  await submitPendingRefunds(ctx, payments);
  // A refund-status webhook that never came: the provider is asked.
  await settlePendingRefunds(ctx, payments);
};

/** Runs the sweep every `intervalMs` until the returned stop is called; one run at a time. */
export const startPaymentSweep = (
  ctx: UpstreamContext,
  payments: Payments,
  intervalMs: number,
): (() => Promise<void>) => runEvery(ctx, 'payment sweep', intervalMs, () => sweepPayments(ctx, payments));
