/**
 * The provider's failures as answers: a refusal is the §8 "payment failed" with the provider's
 * reason in `errors.payment`; no usable answer is a 502, no answer in time a 504, and payments
 * that are not set up a 503. Anything else is rethrown.
 */

import { HttpError, outsideText } from '../../http-error.js';
import type { Payments, UpstreamContext } from '../context.js';
import { ProviderRefusal, ProviderTimeout, ProviderUnavailable } from './myfatoorah/client.js';

export const paymentRefused = (reason: string): HttpError =>
  new HttpError(422, 'error.paymentFailed', { payment: [outsideText(reason)] });

export const asProviderHttpError = (error: unknown): unknown => {
  if (error instanceof ProviderRefusal) return paymentRefused(error.reason);
  if (error instanceof ProviderTimeout) return new HttpError(504, 'error.paymentProviderTimeout');
  if (error instanceof ProviderUnavailable) return new HttpError(502, 'error.paymentProviderUnavailable');
  return error;
};

/** The configured provider, or a 503 while payments are off. */
export const paymentsOf = (ctx: UpstreamContext): Payments => {
  if (!ctx.payments) throw new HttpError(503, 'error.paymentProviderUnavailable');
  return ctx.payments;
};
