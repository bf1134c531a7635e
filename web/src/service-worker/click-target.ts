/**
 * Where a click on a pushed notification leads, in the reader's language: the same targets as a
 * tap in the bell's list (features/notifications/notification-target.ts, spec §4), a product
 * through its first category (fetched by slug). Null: nowhere (welcome, a product gone).
 */
import type { Locale, Notification } from '@badal/contracts';
import { productPath } from '../components/product/product-path';
import { notificationTarget } from '../features/notifications/notification-target';

type ProductMini = Parameters<typeof productPath>[0];

export const clickTarget = async (
  n: Notification,
  locale: Locale,
  productMini: (slug: string) => Promise<ProductMini | null>,
): Promise<string | null> => {
  const target = notificationTarget(n);
  if (!target) return null;
  const path = target.kind === 'path' ? target.path : await productMini(target.slug).then((p) => p && productPath(p));
  return path ? `/${locale}${path}` : null;
};
