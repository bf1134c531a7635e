/**
 * GET /api/users/notifications (newest first, NOTIFICATIONS_PAGE_SIZE of them, with the unread
 * count). The bell's count is the bootstrap's `unreadCount`; every answer of this call writes its
 * count there, so the badge follows the list without a request of its own.
 */
import { type Bootstrap, NOTIFICATIONS_PAGE_SIZE } from '@badal/contracts';
import { useCallback, useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';
import { BOOTSTRAP_KEY, useBootstrap } from '../../../lib/bootstrap';

export type NotificationList = CallOutput<'notifications'>;

const query = { perPage: NOTIFICATIONS_PAGE_SIZE };
export const notificationsKey = callKey('notifications', { query });

export const fetchNotifications = (): Promise<NotificationList> => callApi('notifications', { query });

/** Writes a fresh unread count into the start-up data the bell reads. */
export const useSetUnreadCount = (): ((count: number) => void) => {
  const { mutate } = useSWRConfig();
  // Until first mutated, the entry lives in SWR's `fallback`, not in its cache: start from it then.
  const bootstrap = useBootstrap();
  return useCallback(
    (count: number) => {
      void mutate<Bootstrap>(
        BOOTSTRAP_KEY,
        (current) => {
          const base = current ?? bootstrap;
          // Signed out meanwhile: there is no count to show any more.
          return base.session && base.unreadCount !== count ? { ...base, unreadCount: count } : base;
        },
        { revalidate: false },
      );
    },
    [mutate, bootstrap],
  );
};

/** The list, while `enabled` (the dialog is open); its unread count goes to the bell. */
export const useNotifications = (enabled: boolean) => {
  const setUnread = useSetUnreadCount();
  const result = useSWR(enabled ? notificationsKey : null, fetchNotifications, { revalidateOnFocus: false });
  const unread = result.data?.unreadCount;
  useEffect(() => {
    if (unread !== undefined) setUnread(unread);
  }, [unread, setUnread]);
  return result;
};

/**
 * Fetches the list again whether or not it is on screen (a push arrived, the socket reconnected):
 * an open dialog shows the new list, a closed one finds it ready, and the bell gets the count.
 */
export const useRefreshNotifications = (): (() => Promise<void>) => {
  const { mutate } = useSWRConfig();
  const setUnread = useSetUnreadCount();
  return useCallback(async () => {
    try {
      const data = await mutate(notificationsKey, fetchNotifications(), { revalidate: false });
      if (data) setUnread(data.unreadCount);
    } catch (error) {
      // A background refresh failing is not worth interrupting the reader; the next one may work.
      console.warn('notifications refresh failed', error);
    }
  }, [mutate, setUnread]);
};
