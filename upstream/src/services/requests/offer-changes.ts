/**
 * Counter-offers, a negotiation's history and a seller's floor (issue #32). A counter is made by
 * the one whose turn it is, with rounds left, before the offer expires (contracts' request-flow.ts
 * says so); it replaces the offer on the table — the terms it names, the others kept — restarts the
 * expiry and passes the turn. A purchase counter is never above the listed price, and the buyer's
 * never below the seller's floor; a barter counter changes the money or asks for another of the
 * sender's published products.
 */
import type { CounterOffer, Locale, RequestRole, RequestStep } from '@badal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { products, requestSteps, requests, sellers } from '../../db/schema.js';
import { fieldError, notFound } from '../../http-error.js';
import { refuseIfBlockedBy } from '../blocks/block-rules.js';
import type { UpstreamContext } from '../context.js';
import { notifyRequest } from '../notifications/notify.js';
import { inTransaction } from '../transactions.js';
import { checkOfferPrice } from './negotiation.js';
import { expiryFrom, offerRules } from './offer-settings.js';
import { recordStep } from './offer-steps.js';
import { lockForAction } from './request-changes.js';
import { loadProductFacts } from './request-rules.js';
import { otherPartyOf, toRequest } from './request-view.js';

export const counterRequest = async (
  ctx: UpstreamContext,
  me: number,
  id: number,
  body: CounterOffer,
  locale: Locale,
) => {
  const rules = await offerRules(ctx.db);
  const row = await inTransaction(ctx, async (tx, pushes) => {
    const now = ctx.clock();
    const { current, role } = await lockForAction(tx, id, me, 'counter', now, rules);
    const other = otherPartyOf(current, me);
    await refuseIfBlockedBy(tx, other, me, 'status', 'request.receiverUnavailable');
    const ids = [current.receiverProductId, ...(body.senderProductId === undefined ? [] : [body.senderProductId])];
    const facts = await loadProductFacts(tx, ids, now);
    const wanted = facts.get(current.receiverProductId);
    if (!wanted?.published) throw fieldError('request.productUnavailable', 'status');
    let terms: { priceFils?: number; cashFils?: number | null; senderProductId?: number };
    if (current.type === 'sale') {
      if (body.cashFils !== undefined) throw fieldError('request.cashNotAllowed', 'cashFils');
      if (body.senderProductId !== undefined) throw fieldError('request.senderProductNotAllowed', 'senderProductId');
      if (body.priceFils === undefined) throw fieldError('request.counterEmpty', 'priceFils');
      checkOfferPrice(body.priceFils, wanted, role);
      terms = { priceFils: body.priceFils };
    } else {
      if (body.priceFils !== undefined) throw fieldError('request.priceNotAllowed', 'priceFils');
      terms = {};
      if (body.cashFils !== undefined) terms.cashFils = body.cashFils === 0 ? null : body.cashFils;
      if (body.senderProductId !== undefined) {
        const asked = facts.get(body.senderProductId);
        if (!asked) throw notFound();
        if (asked.ownerId !== current.senderId || asked.id === current.receiverProductId) {
          throw fieldError('request.notYourProduct', 'senderProductId');
        }
        if (!asked.published) throw fieldError('request.productUnavailable', 'senderProductId');
        terms.senderProductId = asked.id;
      }
    }
    const next: RequestRole = role === 'sender' ? 'receiver' : 'sender';
    const [updated] = await tx
      .update(requests)
      .set({
        ...terms,
        turn: next,
        ...(role === 'sender'
          ? { senderOffers: current.senderOffers + 1 }
          : { receiverOffers: current.receiverOffers + 1 }),
        expiresAt: expiryFrom(now, rules),
        reminderSentAt: null,
        updatedAt: now,
      })
      .where(eq(requests.id, current.id))
      .returning();
    if (!updated) throw notFound();
    await recordStep(ctx, { tx, pushes }, updated, { kind: 'counter', by: role }, now);
    await notifyRequest(
      ctx,
      { tx, pushes },
      {
        recipientId: other,
        actorId: me,
        requestId: current.id,
        event: 'countered',
        type: current.type as 'bartering' | 'sale',
        product: { name: wanted.name },
        offered: null,
      },
    );
    return updated;
  });
  return toRequest(ctx, row, me, locale);
};

/** The steps of a request of `me`'s, oldest first. */
export const requestHistory = async (ctx: UpstreamContext, me: number, id: number): Promise<RequestStep[]> => {
  const [request] = await ctx.db.select().from(requests).where(eq(requests.id, id));
  if (!request || (request.senderId !== me && request.receiverId !== me)) throw notFound();
  const steps = await ctx.db
    .select()
    .from(requestSteps)
    .where(eq(requestSteps.requestId, id))
    .orderBy(asc(requestSteps.id));
  return steps.map((s) => ({
    id: s.id,
    kind: s.kind as RequestStep['kind'],
    by: s.by as RequestRole | null,
    priceFils: s.priceFils,
    cashFils: s.cashFils,
    senderProductId: s.senderProductId,
    createdAt: s.createdAt.toISOString(),
  }));
};

/** `me`'s own product (any status): a product of someone else's is a 404, like one that does not exist. */
const ownProduct = async (ctx: UpstreamContext, me: number, productId: number) => {
  const [found] = await ctx.db
    .select({ id: products.id, price: products.price, floorFils: products.offerFloorFils })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, productId), eq(sellers.userId, me)));
  if (!found) throw notFound();
  return found;
};

export const offerFloor = async (ctx: UpstreamContext, me: number, productId: number) => ({
  floorFils: (await ownProduct(ctx, me, productId)).floorFils,
});

/** Sets the lowest price `me` takes for their ad: never above its price. */
export const setOfferFloor = async (ctx: UpstreamContext, me: number, productId: number, floorFils: number | null) => {
  const product = await ownProduct(ctx, me, productId);
  const facts = (await loadProductFacts(ctx.db, [product.id], ctx.clock())).get(product.id);
  if (
    floorFils !== null &&
    facts?.priceFils !== null &&
    facts?.priceFils !== undefined &&
    floorFils > facts.priceFils
  ) {
    throw fieldError('request.floorAboveListed', 'floorFils');
  }
  await ctx.db.update(products).set({ offerFloorFils: floorFils }).where(eq(products.id, product.id));
  return { floorFils };
};
