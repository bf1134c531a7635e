/**
 * Chat messages that are steps of a negotiation (issue #32), as the chat shows them: the step's
 * line in the reader's language and its offer (open while it is the live offer on the table, by the
 * clock). One query for the steps and their requests, one for the offered products' names, however
 * many messages.
 */
import type { ChatOffer, Locale, RequestRole } from '@badal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { type ChatMessageRow, products, requestSteps, requests } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';
import { isExpired, negotiationState } from './negotiation.js';
import { offerRules } from './offer-settings.js';
import { type StepKind, stepLineIn } from './offer-texts.js';

export interface OfferMessage {
  text: string;
  offer: ChatOffer;
}

export const offerMessages = async (
  ctx: UpstreamContext,
  rows: readonly ChatMessageRow[],
  locale: Locale,
): Promise<Map<number, OfferMessage>> => {
  const stepIds = rows.flatMap((r) => (r.requestStepId === null ? [] : [r.requestStepId]));
  if (stepIds.length === 0) return new Map();
  const [steps, rules] = await Promise.all([
    ctx.db
      .select({ step: requestSteps, request: requests })
      .from(requestSteps)
      .innerJoin(requests, eq(requests.id, requestSteps.requestId))
      .where(inArray(requestSteps.id, stepIds)),
    offerRules(ctx.db),
  ]);
  // The latest step of each request: only it can be the offer on the table.
  const requestIds = [...new Set(steps.map((s) => s.request.id))];
  const latest = new Map<number, number>();
  for (const s of await ctx.db
    .select({ id: requestSteps.id, requestId: requestSteps.requestId })
    .from(requestSteps)
    .where(inArray(requestSteps.requestId, requestIds))) {
    latest.set(s.requestId, Math.max(latest.get(s.requestId) ?? 0, s.id));
  }
  const productIds = [...new Set(steps.flatMap((s) => (s.step.senderProductId ? [s.step.senderProductId] : [])))];
  const names = new Map(
    productIds.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: products.id, name: products.name })
            .from(products)
            .where(inArray(products.id, productIds))
        ).map((p) => [p.id, p.name]),
  );
  const now = ctx.clock();
  const byStep = new Map(steps.map((s) => [s.step.id, s]));
  const result = new Map<number, OfferMessage>();
  for (const row of rows) {
    const found = row.requestStepId === null ? undefined : byStep.get(row.requestStepId);
    if (!found) continue;
    const { step, request } = found;
    const kind = step.kind as StepKind;
    const open =
      (kind === 'offer' || kind === 'counter') &&
      latest.get(request.id) === step.id &&
      request.status === 1 &&
      !isExpired(request, now);
    const answerer: RequestRole = row.receiverId === request.senderId ? 'sender' : 'receiver';
    result.set(row.id, {
      text: stepLineIn(locale, {
        kind,
        priceFils: step.priceFils,
        cashFils: step.cashFils,
        offered: step.senderProductId === null ? null : (names.get(step.senderProductId) ?? null),
        bySender: row.senderId === request.senderId,
      }),
      offer: {
        requestId: request.id,
        type: request.type as ChatOffer['type'],
        kind,
        priceFils: step.priceFils,
        cashFils: step.cashFils,
        requestSenderId: request.senderId,
        open,
        expiresAt: open && request.expiresAt ? request.expiresAt.toISOString() : null,
        offersLeft: open ? negotiationState(request, answerer, now, rules).offersLeft : 0,
      },
    });
  }
  return result;
};
