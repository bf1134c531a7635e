/**
 * The sandbox's finance team. MyFatoorah does not refund at once: MakeRefund files a request that
 * its team executes (Refunded) or cancels (Canceled) later, and the webhook `RefundStatusChanged`
 * tells the merchant. Here a pending refund is executed by itself after `settleMs` (null: never),
 * and `decide` — behind `POST /sandbox/refunds/<RefundId>` — executes or cancels one at once, for
 * tests and demos. A decided refund is final; each decision sends its webhook once.
 */
import type { RefundStatus, SandboxRefund, SandboxState } from './sandbox-state.js';
import type { WebhookSender } from './webhook-sender.js';

export interface RefundDesk {
  /** A refund was just requested: executed by itself after the configured wait, if any. */
  received(refund: SandboxRefund): void;
  /** Executes or cancels a pending refund and sends its webhook; false when already decided. */
  decide(refund: SandboxRefund, status: Exclude<RefundStatus, 'Pending'>): boolean;
  /** Forgets the waits still running. */
  close(): void;
}

export const createRefundDesk = (options: {
  state: SandboxState;
  webhooks: WebhookSender;
  /** How long a refund stays pending before it is executed by itself; null: until decided. */
  settleMs: number | null;
}): RefundDesk => {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const decide: RefundDesk['decide'] = (refund, status) => {
    if (!options.state.decideRefund(refund, status, new Date())) return false;
    options.webhooks.sendRefund(refund);
    return true;
  };

  return {
    received: (refund) => {
      if (options.settleMs === null || closed) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        decide(refund, 'Refunded');
      }, options.settleMs);
      timers.add(timer);
    },
    decide,
    close: () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
};
