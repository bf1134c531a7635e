/** The company subscription: free meeting slots, the unpaid subscription, subscribing and discarding. */
import useSWR from 'swr';
import { type CallInput, type CallOutput, callApi, callKey } from '../../../lib/api-client';

export type CompanySubscription = NonNullable<CallOutput<'unpaidCompanySubscription'>>;
export type MeetingSlot = CallOutput<'meetingSlots'>['slots'][number];
export type SubscriptionBody = NonNullable<CallInput<'subscribeCompany'>['body']>;

export const useMeetingSlots = () =>
  useSWR(callKey('meetingSlots'), () => callApi('meetingSlots', {}), { revalidateOnFocus: false });

export const useUnpaidSubscription = () =>
  useSWR(callKey('unpaidCompanySubscription'), () => callApi('unpaidCompanySubscription', {}), {
    revalidateOnFocus: false,
  });

export const subscribeCompany = (body: SubscriptionBody) => callApi('subscribeCompany', { body });

export const discardSubscription = (id: number) => callApi('deleteCompanySubscription', { params: { id }, body: {} });
