/**
 * The membership plans for sale (monthly and yearly), the member's own memberships with what is
 * left of their allowances, and putting a plan in the cart. Prices are whole fils from the server.
 */
import type { PromotionCode } from '@badal/contracts/core';
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useReportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';

export type MembershipTypes = CallOutput<'membershipTypes'>;
export type MembershipType = MembershipTypes['monthly'][number];
export type Memberships = CallOutput<'memberships'>;

export const useMembershipTypes = () => {
  const report = useReportError();
  return useSWR(callKey('membershipTypes', {}), () => callApi('membershipTypes', {}), {
    revalidateOnFocus: false,
    onError: report,
  });
};

export const useMyMemberships = () => {
  const userId = useSession()?.userId ?? null;
  return useSWR(userId === null ? null : [...callKey('memberships', {}), userId], () => callApi('memberships', {}), {
    revalidateOnFocus: false,
  });
};

/** Uses of one promotion left in the current membership this month; null without a membership that includes it. */
export const useAllowance = (code: PromotionCode) => {
  const memberships = useMyMemberships();
  const remaining = memberships.data?.current?.allowances.find((a) => a.code === code)?.remaining ?? null;
  return { remaining, mutate: memberships.mutate };
};

export const addMembershipToCart = (typeId: number) => callApi('addMembershipToCart', { body: { typeId } });
