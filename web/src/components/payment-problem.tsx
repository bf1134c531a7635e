/**
 * Why buying something failed, said the same way wherever a purchase starts: the payment pages,
 * choosing a membership plan, promoting an ad.
 */

import { isApiError } from '../lib/api-error';
import { useMessages } from '../lib/messages';
import { errorMessageKey } from '../lib/report-error';
import { Isolate } from './isolate';

/** What went wrong, as the page says it: the §8 text or the catalogue's, and the provider's reason. */
export interface PaymentProblem {
  messageKey: string;
  reason?: string;
}

export const problemOf = (error: unknown): PaymentProblem | null => {
  if (isApiError(error, 'payment_failed'))
    return { messageKey: 'error.paymentFailed', reason: error.fields.payment ?? undefined };
  if (isApiError(error, 'validation')) {
    const field = Object.values(error.fields)[0];
    return { messageKey: field ?? 'error.occurred' };
  }
  const key = errorMessageKey(error);
  return key ? { messageKey: key } : null;
};

export const PaymentProblemAlert = ({ problem }: { problem: PaymentProblem | null }) => {
  const text = useMessages();
  if (!problem) return null;
  return (
    <div className="form-alert" role="alert" data-testid="payment-problem">
      <p>{text(problem.messageKey)}</p>
      {problem.reason && (
        <p className="muted">
          <Isolate>{problem.reason}</Isolate>
        </p>
      )}
    </div>
  );
};
