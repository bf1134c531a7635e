/**
 * Barter and trade requests: the people I have requests with, the requests between me and one of
 * them, and changing or withdrawing one. Which action is open to whom is the contracts' request
 * flow, the same table the API enforces.
 */
import { actionForStatus, type RequestAction, type RequestAnswer, RequestStatus } from '@badal/contracts/core';
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { useReportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';

export type RequestPartners = CallOutput<'requestPartners'>;
export type RequestThread = CallOutput<'requestsWithUser'>;
export type TradeRequest = RequestThread['requests'][number];

/** Every cached list of requests (a push or an action makes them all stale). */
export const isRequestsKey = (key: unknown): boolean =>
  Array.isArray(key) && (key[0] === 'requestPartners' || key[0] === 'requestsWithUser');

export const useRequestPartners = () => {
  const report = useReportError();
  const userId = useSession()?.userId ?? null;
  return useSWR(
    userId === null ? null : [...callKey('requestPartners', {}), userId],
    () => callApi('requestPartners', {}),
    {
      revalidateOnFocus: false,
      onError: report,
    },
  );
};

export const useRequestThread = (partnerId: number) => {
  const userId = useSession()?.userId ?? null;
  return useSWR(
    userId === null ? null : [...callKey('requestsWithUser', { params: { userId: partnerId } }), userId],
    () => callApi('requestsWithUser', { params: { userId: partnerId } }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
};

const statusFor: Record<Exclude<RequestAction, 'withdraw' | 'counter'>, RequestAnswer> = {
  accept: RequestStatus.approved,
  reject: RequestStatus.rejected,
  pend: RequestStatus.pending,
};

/** Carries out one action on a request: a status change, or (withdraw) its deletion. */
export const runRequestAction = async (id: number, action: Exclude<RequestAction, 'counter'>): Promise<void> => {
  if (action === 'withdraw') {
    await callApi('deleteRequest', { params: { id }, body: {} });
    return;
  }
  const status = statusFor[action];
  if (actionForStatus(status) !== action) throw new Error(`no status for ${action}`);
  await callApi('changeRequestStatus', { params: { id }, body: { status } });
};
