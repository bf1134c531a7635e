import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { LoadFailed } from '../../components/load-failed';
import { PageLoader } from '../../components/page-loader';
import { removeCartItem, useCart } from '../../features/payments/api/cart';
import { useReturnedOrder } from '../../features/payments/api/pay';
import { CartLines } from '../../features/payments/components/cart-lines';
import { PaymentForm, type PaymentProblem, problemOf } from '../../features/payments/components/payment-form';
import { useReportError } from '../../lib/report-error';
import { useDocumentTitle } from '../../lib/use-document-title';

const returnIds = (search: string) => {
  const query = new URLSearchParams(search);
  const orderId = Number(query.get('orderId'));
  return {
    paymentId: query.get('paymentId'),
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
  };
};

/**
 * /payment: the cart, its total and how to pay it. Coming back from a failed or cancelled payment
 * (`check-out`, turned into this page by the payment-return guard), the order is confirmed with the
 * provider and its reason shown with the §8 message; the cart is as it was.
 */
export const PaymentPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Payment`);
  const ids = returnIds(useSearch());
  const returned = useReturnedOrder(ids);
  const { data: cart, error, mutate } = useCart();
  const report = useReportError();
  const [removing, setRemoving] = useState(false);

  const remove = async (itemId: number) => {
    setRemoving(true);
    try {
      await mutate(await removeCartItem(itemId), { revalidate: false });
    } catch (failure) {
      report(failure);
    } finally {
      setRemoving(false);
    }
  };

  const order = returned.data;
  let problem: PaymentProblem | null = null;
  if (order && order.status !== 'paid' && order.status !== 'pending')
    problem = { messageKey: 'error.paymentFailed', reason: order.failureReason ?? undefined };
  else if (returned.error) problem = problemOf(returned.error);

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
  else if (cart && cart.items.length === 0)
    body = (
      <div className="empty-state">
        <p>
          <Trans>Your cart is empty.</Trans>
        </p>
        <Link className="btn" href={pathTo('memberships')}>
          <Trans>See the membership plans</Trans>
        </Link>
      </div>
    );
  else if (cart)
    body = (
      <div className="payment-layout">
        <CartLines cart={cart} onRemove={(id) => void remove(id)} disabled={removing} />
        <PaymentForm totalKey={cart.totalFils} problem={problem} />
      </div>
    );
  else if (error) body = <LoadFailed onRetry={() => void mutate()} />;
  else body = <PageLoader />;

  return (
    <div className="stack payment-page">
      <h1>
        <Trans>Payment</Trans>
      </h1>
      {body}
    </div>
  );
};
