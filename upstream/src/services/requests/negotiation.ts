/**
 * Where a negotiation stands (issue #32), from a request row, the clock and the rules: whose turn
 * it is, whether the offer on the table expired — at read, by the clock, so nothing is accepted a
 * moment after its end even before the sweep marks it — and how many offers the reader has left.
 * And the price rules of an offer: a purchase offer is at most the listed price and, from the
 * buyer, at least the seller's floor.
 */
import { type Negotiation, type NegotiationState, type RequestRole, RequestStatus } from '@badal/contracts';
import type { RequestRow } from '../../db/schema.js';
import { fieldError } from '../../http-error.js';
import type { OfferRules } from './offer-settings.js';

type NegotiationRow = Pick<
  RequestRow,
  'status' | 'turn' | 'expiresAt' | 'expiredAt' | 'senderOffers' | 'receiverOffers' | 'priceFils' | 'cashFils'
>;

export const isExpired = (row: NegotiationRow, now: Date): boolean =>
  row.status === RequestStatus.pending &&
  (row.expiredAt !== null || (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()));

export const negotiationState = (
  row: NegotiationRow,
  role: RequestRole,
  now: Date,
  rules: OfferRules,
): NegotiationState => ({
  turn: row.turn as RequestRole,
  expired: isExpired(row, now),
  offersLeft: Math.max(0, rules.roundsEach - (role === 'sender' ? row.senderOffers : row.receiverOffers)),
});

export const toNegotiation = (row: NegotiationRow, role: RequestRole, now: Date, rules: OfferRules): Negotiation => {
  const state = negotiationState(row, role, now, rules);
  return {
    priceFils: row.priceFils,
    cashFils: row.cashFils,
    turn: state.turn,
    expiresAt: row.status === RequestStatus.pending && row.expiresAt ? row.expiresAt.toISOString() : null,
    expired: state.expired,
    offersLeft: row.status === RequestStatus.pending && !state.expired ? state.offersLeft : 0,
  };
};

/**
 * A purchase price offered by `by`: never above the listed price; from the buyer (the sender),
 * never below the seller's floor — refused without naming it, so the floor stays the seller's.
 */
export const checkOfferPrice = (
  priceFils: number,
  product: { priceFils: number | null; floorFils: number | null },
  by: RequestRole,
): void => {
  if (product.priceFils !== null && priceFils > product.priceFils)
    throw fieldError('request.priceAboveListed', 'priceFils');
  if (by === 'sender' && product.floorFils !== null && priceFils < product.floorFils) {
    throw fieldError('request.priceTooLow', 'priceFils');
  }
};
