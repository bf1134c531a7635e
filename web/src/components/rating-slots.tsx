/**
 * Where other features show ratings (issue #32) — the seller card's average, the deal panel under
 * an accepted request (mark sold, then rate) — drawn by what the app shell puts in: the ratings
 * feature, which one feature may not import from another. Without a provider (a feature's own
 * tests) nothing is drawn.
 */
import type { TradeRequest } from '@badal/contracts';
import { createContext, type ReactNode, useContext } from 'react';

export interface RatingParts {
  sellerRating: (props: { userId: number }) => ReactNode;
  dealPanel: (props: { request: TradeRequest; onChanged: () => void }) => ReactNode;
}

const RatingPartsContext = createContext<RatingParts | null>(null);

export const RatingPartsProvider = RatingPartsContext.Provider;

export const SellerRatingSlot = (props: { userId: number }) =>
  useContext(RatingPartsContext)?.sellerRating(props) ?? null;

export const DealPanelSlot = (props: { request: TradeRequest; onChanged: () => void }) =>
  useContext(RatingPartsContext)?.dealPanel(props) ?? null;
