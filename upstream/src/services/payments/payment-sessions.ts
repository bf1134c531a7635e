/**
 * Sessions of the provider's embedded card form. The API keeps each session it opened for a user:
 * paying with a session id it did not hand to that user, one already used, or one past its time
 * is refused before the provider is asked (a provider session pays one invoice, once).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { paymentSessions } from '../../db/schema.js';
import { fieldError } from '../../http-error.js';

/** How long a session may wait for its payment: the card form stays open this long at most. */
export const PAYMENT_SESSION_TTL_MS = 30 * 60 * 1000;

export const recordPaymentSession = async (
  db: Db,
  input: { sessionId: string; userId: number; countryCode: string; now: Date },
): Promise<Date> => {
  const expiresAt = new Date(input.now.getTime() + PAYMENT_SESSION_TTL_MS);
  await db.insert(paymentSessions).values({
    sessionId: input.sessionId,
    userId: input.userId,
    countryCode: input.countryCode,
    expiresAt,
  });
  return expiresAt;
};

/** Marks the session used by this payment, in the caller's transaction, or refuses it (422). */
export const claimPaymentSession = async (tx: Db, userId: number, sessionId: string, now: Date): Promise<void> => {
  const [session] = await tx
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.sessionId, sessionId), eq(paymentSessions.userId, userId)))
    .for('update');
  if (!session) throw fieldError('validation.paymentSessionInvalid', 'sessionId');
  if (session.usedAt) throw fieldError('validation.paymentSessionUsed', 'sessionId');
  if (session.expiresAt <= now) throw fieldError('validation.paymentSessionExpired', 'sessionId');
  await tx.update(paymentSessions).set({ usedAt: now }).where(eq(paymentSessions.sessionId, sessionId));
};

export const linkSessionToOrder = (tx: Db, sessionId: string, orderId: number) =>
  tx.update(paymentSessions).set({ orderId }).where(eq(paymentSessions.sessionId, sessionId));
