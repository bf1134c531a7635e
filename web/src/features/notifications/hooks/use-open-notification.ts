/**
 * Tapping a notification: it is marked read, its type's action runs (./notification-target.ts)
 * and the list is fetched again. A product that no longer exists is simply not opened.
 */
import type { Notification } from '@badal/contracts';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { productPath } from '../../../components/product/product-path';
import { isApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { useRefreshNotifications } from '../api/get-notifications';
import { fetchProductMini } from '../api/get-product-mini';
import { readNotification } from '../api/read-notification';
import { notificationTarget } from '../notification-target';

export const useOpenNotification = (): ((n: Notification) => Promise<void>) => {
  const [, navigate] = useLocation();
  const refresh = useRefreshNotifications();
  const report = useReportError();
  return useCallback(
    async (n: Notification) => {
      const target = notificationTarget(n);
      try {
        const [, path] = await Promise.all([
          n.read ? null : readNotification(n.id),
          target?.kind === 'product'
            ? fetchProductMini(target.slug).then(productPath, (error: unknown) => {
                if (isApiError(error, 'not_found')) return null;
                throw error;
              })
            : (target?.path ?? null),
        ]);
        if (path) navigate(path);
      } catch (error) {
        report(error);
      } finally {
        await refresh();
      }
    },
    [navigate, refresh, report],
  );
};
