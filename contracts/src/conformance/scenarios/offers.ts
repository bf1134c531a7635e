/**
 * Offers and counter-offers (Badal extension, issue #32): the refusals any account meets (an
 * unknown request or product → 404, an empty counter → 422), and with a dev outbox a whole
 * negotiation — the main account sets a floor on one of its ads (never above the price), the fresh
 * account offers above the price and below the floor (both 422) then at the floor, counters out of
 * turn (403), the main account counters (and may not again: 403), both read the history, the fresh
 * account accepts; then the main account reopens it, the fresh account withdraws it and the floor
 * is cleared, so a run leaves nothing open.
 */
import type { CallDef } from '../../call.js';
import { fillPath } from '../../call-paths.js';
import { calls } from '../../calls/index.js';
import type { OfferFloor } from '../../calls/offers.js';
import type { RequestStep, TradeRequest } from '../../entities/request.js';
import { RequestStatus } from '../../enums.js';
import { decimalToFils } from '../../money.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';
import { ownProducts } from './own-products.js';

const OFFER_CALLS: readonly CallDef[] = [
  calls.counterRequest,
  calls.requestHistory,
  calls.offerFloor,
  calls.setOfferFloor,
];

export const offerChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, state } = ctx;
  const token = state.token;
  const me = state.self?.id;
  if (!token || me === undefined) {
    for (const call of OFFER_CALLS) rec.skip(call, 'offers', 'not run: signing in the main account failed', 'all');
    return;
  }
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });
  await rec.guard(calls.counterRequest, 'refusals', async () => {
    rec.error(
      calls.counterRequest,
      'an unknown request → 404',
      await send(calls.counterRequest, { params: { id: UNKNOWN_ID }, body: { priceFils: 1000 } }),
      404,
      'not_found',
    );
    rec.error(
      calls.counterRequest,
      'a counter changing nothing → 422',
      await api.raw('POST', fillPath(calls.counterRequest.path, { id: UNKNOWN_ID }), { body: {}, token }),
      422,
      'validation',
    );
    rec.error(
      calls.requestHistory,
      'an unknown request → 404',
      await send(calls.requestHistory, { params: { id: UNKNOWN_ID } }),
      404,
      'not_found',
    );
    rec.error(
      calls.offerFloor,
      'an unknown product → 404',
      await send(calls.offerFloor, { params: { productId: UNKNOWN_ID } }),
      404,
      'not_found',
    );
    rec.error(
      calls.setOfferFloor,
      'an unknown product → 404',
      await send(calls.setOfferFloor, { params: { productId: UNKNOWN_ID }, body: { floorFils: 1000 } }),
      404,
      'not_found',
    );
  });
  await negotiationChecks(ctx, token, me);
};

const negotiationChecks = async (ctx: SuiteContext, token: string, me: number): Promise<void> => {
  const { api, rec, state } = ctx;
  const fresh = state.fresh?.token;
  const skipAll = (reason: string) => {
    rec.skip(calls.counterRequest, 'a negotiation', reason, { status: 403, code: 'forbidden' });
    rec.skip(calls.setOfferFloor, 'a floor above the price → 422', reason, { status: 422, code: 'validation' });
  };
  if (!fresh) return skipAll('not run: needs a second verified account (a dev outbox)');
  const own = await ownProducts(ctx);
  const card = own?.data.find((c) => c.sellType !== 'barter' && c.price !== null && Number(c.price) >= 1);
  if (!card) return skipAll('not run: the main account has no published product for sale with a price');
  const priceFils = decimalToFils(String(card.price));
  const floor = Math.floor(priceFils / 2);
  const productId = card.id;

  await rec.guard(calls.counterRequest, 'a negotiation', async () => {
    const before = calls.offerFloor.response.safeParse(
      (await api.send(calls.offerFloor, { params: { productId }, token })).json,
    ).data as OfferFloor | undefined;
    rec.error(
      calls.setOfferFloor,
      'a floor above the price → 422',
      await api.send(calls.setOfferFloor, { params: { productId }, body: { floorFils: priceFils + 1 }, token }),
      422,
      'validation',
    );
    rec.success<OfferFloor>(
      calls.setOfferFloor,
      'set the lowest price I take',
      await api.send(calls.setOfferFloor, { params: { productId }, body: { floorFils: floor }, token }),
      (f) => (f.floorFils === floor ? undefined : `floor ${f.floorFils}`),
    );
    rec.success<OfferFloor>(
      calls.offerFloor,
      'read it back',
      await api.send(calls.offerFloor, { params: { productId }, token }),
      (f) => (f.floorFils === floor ? undefined : `floor ${f.floorFils}`),
    );
    const offer = (price: number) =>
      api.send(calls.createRequest, {
        body: { type: 'sale', receiverId: me, receiverProductId: productId, priceFils: price },
        token: fresh,
      });
    rec.error(calls.createRequest, 'an offer above the price → 422', await offer(priceFils + 1), 422, 'validation');
    rec.error(calls.createRequest, 'an offer below the floor → 422', await offer(floor - 1), 422, 'validation');
    const made = rec.success<TradeRequest>(
      calls.createRequest,
      'an offer at the floor (201)',
      await offer(floor),
      (r) =>
        r.negotiation.priceFils === floor && r.negotiation.turn === 'receiver' && r.negotiation.expiresAt
          ? undefined
          : 'the offer is not on the table, the receiver to answer, with an expiry',
    );
    if (!made) return;
    const id = made.id;
    const counter = (price: number, t: string) =>
      api.send(calls.counterRequest, { params: { id }, body: { priceFils: price }, token: t });
    rec.error(
      calls.counterRequest,
      'the sender counters out of turn → 403',
      await counter(priceFils, fresh),
      403,
      'forbidden',
    );
    const countered = Math.min(priceFils, floor + Math.ceil((priceFils - floor) / 2));
    rec.success<TradeRequest>(calls.counterRequest, 'the receiver counters', await counter(countered, token), (r) =>
      r.negotiation.priceFils === countered && r.negotiation.turn === 'sender'
        ? undefined
        : 'the counter is not on the table',
    );
    rec.error(
      calls.counterRequest,
      'the receiver counters again → 403',
      await counter(countered, token),
      403,
      'forbidden',
    );
    for (const [who, t] of [
      ['the receiver', token],
      ['the sender', fresh],
    ] as const) {
      rec.success<RequestStep[]>(
        calls.requestHistory,
        `${who} reads the history`,
        await api.send(calls.requestHistory, { params: { id }, token: t }),
        (steps) =>
          steps.map((s) => s.kind).join(',') === 'offer,counter' ? undefined : `steps ${steps.map((s) => s.kind)}`,
      );
    }
    rec.success<TradeRequest>(
      calls.changeRequestStatus,
      'the sender accepts the counter',
      await api.send(calls.changeRequestStatus, {
        params: { id },
        body: { status: RequestStatus.approved },
        token: fresh,
      }),
      (r) => (r.status === RequestStatus.approved ? undefined : `status ${r.status}`),
    );
    // Nothing left open: reopened, withdrawn, the floor as it was.
    await api.send(calls.changeRequestStatus, { params: { id }, body: { status: RequestStatus.pending }, token });
    await api.send(calls.deleteRequest, { params: { id }, body: {}, token: fresh });
    await api.send(calls.setOfferFloor, {
      params: { productId },
      body: { floorFils: before?.floorFils ?? null },
      token,
    });
  });
};
