/**
 * A company subscription as a cart line (fee type 4). Paying it, in the settlement's transaction,
 * activates it for a year and makes the account a company account (type 3) with a seller profile.
 * The return URL carries `company`, which the payment-return guard reads as "a subscription was
 * paid".
 */
import { AccountType, companySubscriptionLineDataSchema } from '@badal/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { companySubscriptions, sellers, users } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { addMonths } from '../memberships/calendar.js';
import { type ItemKind, UNDELIVERABLE } from '../payments/item-kind.js';
import { holds } from './meeting-slots.js';

export const companySubscriptionItemKind: ItemKind = {
  async checkPayable(tx, line, userId, now) {
    const { subscriptionId } = companySubscriptionLineDataSchema.parse(line.data);
    const [row] = await tx
      .select()
      .from(companySubscriptions)
      .where(
        and(
          eq(companySubscriptions.id, subscriptionId),
          eq(companySubscriptions.userId, userId),
          eq(companySubscriptions.status, 'unpaid'),
        ),
      )
      .limit(1);
    if (!row) throw new HttpError(422, 'error.subscriptionGone', { itemType: ['error.subscriptionGone'] });
    // Its meeting slot was let go while it waited unpaid: a new time must be chosen first.
    if (!holds(row, now))
      throw new HttpError(422, 'error.meetingReleased', { meetingStart: ['error.meetingReleased'] });
  },
  async holdUntil(tx, line, until) {
    const { subscriptionId } = companySubscriptionLineDataSchema.parse(line.data);
    await tx
      .update(companySubscriptions)
      .set({ heldUntil: sql`greatest(${companySubscriptions.heldUntil}, ${until.toISOString()}::timestamptz)` })
      .where(and(eq(companySubscriptions.id, subscriptionId), eq(companySubscriptions.status, 'unpaid')));
  },
  async activate(tx, line, order, now) {
    const { subscriptionId } = companySubscriptionLineDataSchema.parse(line.data);
    const activated = await tx
      .update(companySubscriptions)
      .set({ status: 'active', paidAt: now, activeUntil: addMonths(now, 12) })
      .where(
        and(
          eq(companySubscriptions.id, subscriptionId),
          eq(companySubscriptions.userId, order.userId),
          eq(companySubscriptions.status, 'unpaid'),
          // A slot let go is not bought back by a late payment: that payment is refunded.
          isNotNull(companySubscriptions.meetingStart),
        ),
      )
      .returning({ id: companySubscriptions.id });
    // Already paid by another payment, or replaced meanwhile: this payment is refunded.
    if (activated.length === 0) return UNDELIVERABLE;
    await tx.update(users).set({ accountType: AccountType.company, updatedAt: now }).where(eq(users.id, order.userId));
    await tx.insert(sellers).values({ userId: order.userId }).onConflictDoNothing();
  },
  returnQuery: () => ({ company: '1' }),
  payableKey: (line) => `companySubscription:${companySubscriptionLineDataSchema.parse(line.data).subscriptionId}`,
};
