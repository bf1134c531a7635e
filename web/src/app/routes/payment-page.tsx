import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { PageLoader } from '../../components/page-loader';
import { QueryGate } from '../../components/query-gate';
import { useCart } from '../../features/payments/api/cart';
import { returnedOrderIds, useReturnedOrder } from '../../features/payments/api/pay';
import { CartCheckout } from '../../features/payments/components/cart-checkout';
import { returnProblem } from '../../features/payments/components/payment-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /payment: the cart, its total and how to pay it. Coming back from a failed or cancelled payment
 * (`check-out`, turned into this page by the payment-return guard), the order is confirmed with the
 * provider and its reason shown with the §8 message; the cart is as it was.
 */
export const PaymentPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Payment`);
  const ids = returnedOrderIds(useSearch());
  const returned = useReturnedOrder(ids);
  const cart = useCart();
  const order = returned.data;

  let body: ReactNode;
  if (ids.paymentId && returned.isLoading) body = <PageLoader />;
  else if (order?.status === 'paid')
    body = (
      <div className="empty-state">
        <p>
          <Trans>This payment went through.</Trans>
        </p>
        <Link className="btn" href={pathTo('paymentSucceeded', { query: { orderId: order.id } })}>
          <Trans>See your receipt</Trans>
        </Link>
      </div>
    );
  else
    body = (
      <QueryGate query={cart}>
        {(data) => (
          <CartCheckout
            cart={data}
            onCartChanged={(changed) => cart.mutate(changed, { revalidate: false })}
            problem={returnProblem(order, returned.error)}
          />
        )}
      </QueryGate>
    );

  return (
    <div className="stack payment-page">
      <h1>
        <Trans>Payment</Trans>
      </h1>
      {body}
    </div>
  );
};
