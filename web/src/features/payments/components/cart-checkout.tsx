import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { type PaymentProblem, PaymentProblemAlert } from '../../../components/payment-problem';
import { useReportError } from '../../../lib/report-error';
import { type Cart, removeCartItem } from '../api/cart';
import { CartLines } from './cart-lines';
import { PaymentForm } from './payment-form';

/**
 * The cart, its total and how to pay it; lines can be removed. An empty cart points to the plans.
 * Why a payment failed (the returned order's, or the card form's) is the first thing above the
 * cart, focused and announced, wherever on the page 'Pay' was pressed.
 */
export const CartCheckout = ({
  cart,
  onCartChanged,
  problem: returned,
}: {
  cart: Cart;
  /** The cart as the server answered after a change. */
  onCartChanged: (cart: Cart) => Promise<unknown>;
  /** Why the payment the person came back from failed. */
  problem: PaymentProblem | null;
}) => {
  const report = useReportError();
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem | null>(returned);

  const remove = async (itemId: number) => {
    setRemoving(true);
    try {
      await onCartChanged(await removeCartItem(itemId));
    } catch (failure) {
      report(failure);
    } finally {
      setRemoving(false);
    }
  };

  if (cart.items.length === 0)
    return (
      <div className="empty-state">
        <p>
          <Trans>Your cart is empty.</Trans>
        </p>
        <Link className="btn" href={pathTo('memberships')}>
          <Trans>See the membership plans</Trans>
        </Link>
      </div>
    );
  return (
    <div className="stack">
      <PaymentProblemAlert problem={problem} focus />
      <div className="payment-layout">
        <CartLines cart={cart} onRemove={(id) => void remove(id)} disabled={removing} />
        <PaymentForm totalKey={cart.totalFils} onProblem={setProblem} />
      </div>
    </div>
  );
};
