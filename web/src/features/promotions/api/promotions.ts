/**
 * The promotions one ad can get (boost, refresh, flash sale): their prices, buying one for an ad
 * (it goes into the cart, priced by the server) or taking it from the membership's allowance. The
 * API's paths call them membership services, hence the `membershipService` parameter.
 */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';

export type Promotion = CallOutput<'promotions'>[number];
export type AllowanceUse = CallOutput<'promoteFromAllowance'>;

export const usePromotions = () =>
  useSWR(callKey('promotions', {}), () => callApi('promotions', {}), { revalidateOnFocus: false });

export interface PromotionChoice {
  productId: number;
  days?: number;
  percentage?: number;
}

/** Puts the promotion for one ad in the cart; the payment page then pays for it. */
export const addPromotionToCart = (promotion: Promotion, choice: PromotionChoice) =>
  callApi('addPromotionToCart', { params: { membershipService: promotion.id }, body: choice });

/** Applies the promotion to one ad from the membership's allowance, at no charge. */
export const promoteFromAllowance = (promotion: Promotion, choice: PromotionChoice): Promise<AllowanceUse> =>
  callApi('promoteFromAllowance', {
    params: { membershipService: promotion.id },
    body: {
      productId: choice.productId,
      ...(choice.percentage === undefined ? {} : { percentage: choice.percentage }),
    },
  });
