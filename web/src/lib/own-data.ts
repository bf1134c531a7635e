/**
 * The signed-in person's own data — who they are (account type, membership), their memberships,
 * cart, orders, unpaid purchases, banners and ads — refreshed together whenever something that
 * changes it settles: a payment confirmed on the return page, or the API's `account:changed` push
 * (a payment the provider's webhook settled first, in this tab or another, a refund). One place
 * names what "own data" is, so no page has to reload to see an account that just became a
 * company or a member.
 */

import type { MirroredCallName } from 'virtual:badal/call-paths';
import { useCallback } from 'react';
import { type ScopedMutator, useSWRConfig } from 'swr';
import { BOOTSTRAP_KEY } from './bootstrap';
import { useRealtimeEvent, useRealtimeReconnect } from './realtime/use-realtime';

/** The calls whose answers a settled payment can change (their SWR keys start with the call's name, see callKey). */
export const OWN_DATA_CALLS: ReadonlySet<MirroredCallName> = new Set<MirroredCallName>([
  'self',
  'memberships',
  'getCart',
  'listOrders',
  'unpaidCompanySubscription',
  'unpaidBanner',
  'myBanners',
  'myProducts',
]);

export const isOwnDataKey = (key: unknown): boolean =>
  Array.isArray(key) && OWN_DATA_CALLS.has(key[0] as MirroredCallName);

/**
 * Fetches every own-data answer in the cache again, and the start-up data: it carries the self
 * user that screens show until they have fetched it themselves (the inlined copy is never in the
 * cache, so a key filter alone would miss it).
 */
export const refreshOwnData = async (mutate: ScopedMutator): Promise<void> => {
  await Promise.all([mutate(isOwnDataKey), mutate(BOOTSTRAP_KEY)]);
};

export const useRefreshOwnData = (): (() => Promise<void>) => {
  const { mutate } = useSWRConfig();
  return useCallback(() => refreshOwnData(mutate), [mutate]);
};

/**
 * Where the realtime connection is held (the bell, on every signed-in page): own data is
 * refreshed on the API's push, and after a reconnect for a push that may have been missed.
 */
export const useOwnDataPushes = (): void => {
  const refresh = useRefreshOwnData();
  useRealtimeEvent('account:changed', () => void refresh());
  useRealtimeReconnect(() => void refresh());
};
