/** Discarding an unpaid subscription: the subscription, its cart line and its meeting slot go together. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cartItems, companySubscriptions } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-error.js';

export const discardSubscriptionIn = async (tx: Db, userId: number, subscriptionId: number): Promise<void> => {
  const [row] = await tx
    .select()
    .from(companySubscriptions)
    .where(and(eq(companySubscriptions.id, subscriptionId), eq(companySubscriptions.userId, userId)))
    .for('update')
    .limit(1);
  // Someone else's subscription is not found either.
  if (!row) throw notFound();
  if (row.status !== 'unpaid') throw new HttpError(422, 'error.subscriptionGone', { id: ['error.subscriptionGone'] });
  await tx.delete(companySubscriptions).where(eq(companySubscriptions.id, row.id));
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.kind, 'companySubscription'),
        sql`${cartItems.data}->>'subscriptionId' = ${String(row.id)}`,
      ),
    );
};
