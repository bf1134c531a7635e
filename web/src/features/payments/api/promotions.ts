/**
 * The services one ad can get (boost, refresh, flash sale): their prices, buying one for an ad
 * (it goes into the cart, priced by the server) or taking it from the membership's allowance.
 */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';

export type MembershipService = CallOutput<'membershipServices'>[number];
export type ServiceCode = MembershipService['code'];
export type AllowanceUse = CallOutput<'useMembershipService'>;

export const useMembershipServices = () =>
  useSWR(callKey('membershipServices', {}), () => callApi('membershipServices', {}), { revalidateOnFocus: false });

export interface PromotionChoice {
  productId: number;
  days?: number;
  percentage?: number;
}

/** Puts the service for one ad in the cart; the payment page then pays for it. */
export const offerService = (service: MembershipService, choice: PromotionChoice) =>
  callApi('offerMembershipService', { params: { membershipService: service.id }, body: choice });

/** Applies the service to one ad from the membership's allowance, at no charge. */
export const applyFromAllowance = (service: MembershipService, choice: PromotionChoice): Promise<AllowanceUse> =>
  callApi('useMembershipService', {
    params: { membershipService: service.id },
    body: {
      productId: choice.productId,
      ...(choice.percentage === undefined ? {} : { percentage: choice.percentage }),
    },
  });
