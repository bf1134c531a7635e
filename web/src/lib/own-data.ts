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
import { useRealtimeEvent, useRealtimeReconnect } from './realtime/use-realtime';
import { fetchSelf, selfKey } from './self';
import { useSession } from './session';

/** The calls whose answers a settled payment can change (their SWR keys start with the call's name, see callKey). */
export const OWN_DATA_CALLS: ReadonlySet<MirroredCallName> = new Set<MirroredCallName>([
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
 * Fetches every own-data answer in the cache again, and the self user into the cache: screens show
 * the bootstrap's inlined copy until that key holds an answer (the inlined copy is not a cache
 * entry, so a key filter alone would miss it, and a screen mounted later would show it again).
 */
export const refreshOwnData = async (mutate: ScopedMutator, userId: number | null): Promise<void> => {
  // A refresh that fails (the connection dropped again) leaves the screens as they were; the next
  // settlement or reconnect refreshes them. It never rejects: it runs from pushes, unawaited.
  await Promise.allSettled([
    mutate(isOwnDataKey),
    userId === null ? undefined : mutate(selfKey(userId), fetchSelf(), { revalidate: false }),
  ]);
};

export const useRefreshOwnData = (): (() => Promise<void>) => {
  const { mutate } = useSWRConfig();
  const userId = useSession()?.userId ?? null;
  return useCallback(() => refreshOwnData(mutate, userId), [mutate, userId]);
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
