/**
 * The card provider's script and frames are let into the CSP of the payment page only (architecture
 * §12): its session.js draws the card form in an iframe of the provider's origin, so card data
 * never reaches Badal. A CSP holds for the document it came with, so it is the document the
 * browser loads that counts: /payment itself, and `check-out` (the provider's failure return,
 * which the payment-return guard turns into /payment in the page). The web app enters /payment
 * from other pages with a full page load for the same reason.
 */
import type { IncomingMessage } from 'node:http';
import { PAYMENT_RETURN_PATHS, splitLocalePrefix } from '@badal/contracts';

export const PAYMENT_PAGE_PATHS: readonly string[] = ['/payment', PAYMENT_RETURN_PATHS.failed];

/** Whether a request's path (any locale form, any query) is a payment page. */
export const isPaymentPage = (url: string | undefined): boolean => {
  const pathname = (url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  const { path } = splitLocalePrefix(pathname);
  return PAYMENT_PAGE_PATHS.includes(path.length > 1 ? path.replace(/\/+$/, '') : path);
};

/**
 * A CSP source list for helmet: the provider's origins on a payment page, `'self'` (already in
 * the directive) anywhere else.
 */
export const paymentProviderSources =
  (origins: readonly string[]) =>
  (req: IncomingMessage): string =>
    origins.length > 0 && isPaymentPage(req.url) ? origins.join(' ') : "'self'";
