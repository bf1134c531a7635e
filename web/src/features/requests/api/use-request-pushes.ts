/**
 * Request lists stay current without a reload: a pushed `request` notification (a new request, or
 * a status change by the other person) and a reconnect both refetch every cached request list.
 */
import { NotificationType } from '@badal/contracts/core';
import { useSWRConfig } from 'swr';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime/use-realtime';
import { isRequestsKey } from './requests';

export const useRequestPushes = (): void => {
  const { mutate } = useSWRConfig();
  const refresh = () => void mutate(isRequestsKey);
  useRealtimeEvent('notification:new', (n) => {
    if (n.type === NotificationType.request) refresh();
  });
  useRealtimeReconnect(refresh);
};
