/**
 * Where the provider sends the customer back: the site, in the language they paid in, on the
 * URLs the §2 payment-return guard reads — `thanks` after a payment (→ /payment-succeeded, with
 * `customService` for a banner and `company` for a company subscription) and `check-out` after a
 * failure (→ /payment, query kept). The provider appends `paymentId` and `Id`.
 */
import { type Locale, PAYMENT_RETURN_PATHS } from '@badal/contracts';
import type { OrderRow } from '../../db/schema.js';
import type { ItemKinds, PurchaseLine } from './item-kind.js';

export const returnUrls = (
  siteUrl: string,
  locale: Locale,
  order: Pick<OrderRow, 'id'>,
  lines: readonly PurchaseLine[],
  kinds: ItemKinds,
): { callbackUrl: string; errorUrl: string } => {
  const query = new URLSearchParams({ orderId: String(order.id) });
  for (const line of lines) {
    for (const [name, value] of Object.entries(kinds[line.kind].returnQuery?.(line) ?? {})) query.set(name, value);
  }
  const base = `${siteUrl.replace(/\/+$/, '')}/${locale}`;
  return {
    callbackUrl: `${base}${PAYMENT_RETURN_PATHS.succeeded}?${query}`,
    errorUrl: `${base}${PAYMENT_RETURN_PATHS.failed}?${query}`,
  };
};
