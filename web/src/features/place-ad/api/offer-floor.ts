/** The lowest price a seller takes for their ad (issue #32): never shown to buyers, only used to refuse lower offers. */
import { callApi } from '../../../lib/api-client';

export const getOfferFloor = (productId: number) => callApi('offerFloor', { params: { productId } });

export const setOfferFloor = (productId: number, floorFils: number | null) =>
  callApi('setOfferFloor', { params: { productId }, body: { floorFils } });
