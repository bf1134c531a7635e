/**
 * What the chat shows of offers (issue #32) — Accept / Counter / Reject under an offer message,
 * 'Make an offer' on a conversation about the other member's product — drawn by what the chat page
 * puts in: the requests feature, which the chat feature may not import. Without a provider (the
 * chat's own tests) nothing is drawn.
 */
import type { ChatMessage, ProductMini } from '@badal/contracts';
import { createContext, type ReactNode, useContext } from 'react';

export interface ChatOffers {
  /** Under an offer message: its time left and the answers of the one whose turn it is. */
  actions: (props: { message: ChatMessage; me: number; live: boolean }) => ReactNode;
  /** On a conversation about the other member's product. */
  makeOffer: (props: { product: ProductMini; sellerId: number }) => ReactNode;
}

const ChatOffersContext = createContext<ChatOffers | null>(null);

export const ChatOffersProvider = ChatOffersContext.Provider;

export const OfferActionsSlot = (props: { message: ChatMessage; me: number; live: boolean }) =>
  useContext(ChatOffersContext)?.actions(props) ?? null;

export const MakeOfferSlot = (props: { product: ProductMini; sellerId: number }) =>
  useContext(ChatOffersContext)?.makeOffer(props) ?? null;
