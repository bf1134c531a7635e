/**
 * Why buying something failed, said the same way wherever a purchase starts: the payment pages,
 * choosing a membership plan, promoting an ad.
 */

import { useEffect, useRef } from 'react';
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

/**
 * `focus`: each new problem takes the focus (and so the screen's scroll), for a page where the
 * alert sits above a long form: a person who pressed 'Pay' at the bottom of a phone screen is
 * taken to why it failed instead of seeing the same form again.
 */
export const PaymentProblemAlert = ({
  problem,
  focus = false,
}: {
  problem: PaymentProblem | null;
  focus?: boolean;
}) => {
  const text = useMessages();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus && problem) alert.current?.focus();
  }, [focus, problem]);
  if (!problem) return null;
  return (
    <div
      ref={alert}
      className="form-alert"
      role="alert"
      data-testid="payment-problem"
      tabIndex={focus ? -1 : undefined}
    >
      <p>{text(problem.messageKey)}</p>
      {problem.reason && (
        <p className="muted">
          <Isolate>{problem.reason}</Isolate>
        </p>
      )}
    </div>
  );
};
