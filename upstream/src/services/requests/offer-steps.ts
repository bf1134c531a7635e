/**
 * Recording a step of a negotiation (issue #32), inside the caller's transaction: the step itself
 * (the history both people see) and its message in their chat, from the one who took it to the
 * other, about the product asked for — pushed to both screens once the transaction commits. An
 * expiry has no author: its message goes from the one whose offer lapsed.
 */
import type { RequestRole } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { localeOf } from '../../bilingual.js';
import type { Db } from '../../db/database.js';
import { chatMessages, type RequestRow, requestSteps, users } from '../../db/schema.js';
import { toChatMessageIn } from '../chat/send-message.js';
import type { UpstreamContext } from '../context.js';
import type { PendingPushes } from '../transactions.js';
import type { StepKind } from './offer-texts.js';

export interface NewStep {
  kind: StepKind;
  /** Who took it; null when the offer expired. */
  by: RequestRole | null;
}

const userOf = (row: Pick<RequestRow, 'senderId' | 'receiverId'>, role: RequestRole): number =>
  role === 'sender' ? row.senderId : row.receiverId;

export const recordStep = async (
  ctx: UpstreamContext,
  { tx, pushes }: { tx: Db; pushes: PendingPushes },
  request: RequestRow,
  step: NewStep,
  at: Date,
): Promise<void> => {
  const [stored] = await tx
    .insert(requestSteps)
    .values({
      requestId: request.id,
      kind: step.kind,
      by: step.by,
      priceFils: request.priceFils,
      cashFils: request.cashFils,
      senderProductId: request.senderProductId,
      createdAt: at,
    })
    .returning({ id: requestSteps.id });
  if (!stored) throw new Error('request step insert returned nothing');
  // The author of the chat line: who took the step, or (expiry) whose offer was waiting.
  const author: RequestRole = step.by ?? (request.turn === 'receiver' ? 'sender' : 'receiver');
  const from = userOf(request, author);
  const to = userOf(request, author === 'sender' ? 'receiver' : 'sender');
  const [message] = await tx
    .insert(chatMessages)
    .values({
      senderId: from,
      receiverId: to,
      productId: request.receiverProductId,
      requestStepId: stored.id,
      createdAt: at,
    })
    .returning();
  if (!message) throw new Error('offer message insert returned nothing');
  const people = await tx.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.id, to));
  const others = await tx.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.id, from));
  for (const person of [...people, ...others]) {
    pushes.add(person.id, { event: 'message', data: await toChatMessageIn(ctx, tx, message, localeOf(person.locale)) });
  }
};
