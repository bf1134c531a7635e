import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import { PageLoader } from '../../components/page-loader';
import { PaymentProblemAlert, problemOf } from '../../components/payment-problem';
import { returnedOrderIds, useReturnedOrder } from '../../features/payments/api/pay';
import { ReturnedOrder } from '../../features/payments/components/returned-order';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /payment-succeeded: what was paid, confirmed by the API (which asks the provider when the
 * provider's payment id is in the URL), never taken from the URL: a hand-written URL shows
 * nothing paid.
 */
export const PaymentSucceededPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Payment succeeded`);
  const ids = returnedOrderIds(useSearch());
  const { data: order, error, isLoading, mutate } = useReturnedOrder(ids);

  let body: ReactNode;
  if (!ids.paymentId && !ids.orderId)
    body = (
      <p className="empty-state">
        <Trans>There is no payment to show.</Trans>
      </p>
    );
  else if (isLoading) body = <PageLoader />;
  else if (error) body = <PaymentProblemAlert problem={problemOf(error)} />;
  else body = <ReturnedOrder order={order} onCheckAgain={() => void mutate()} />;

  return (
    <div className="stack payment-page">
      <h1>
        <Trans>Payment</Trans>
      </h1>
      {body}
    </div>
  );
};
