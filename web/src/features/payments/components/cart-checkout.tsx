import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PaymentProblem } from '../../../components/payment-problem';
import { useReportError } from '../../../lib/report-error';
import { type Cart, removeCartItem } from '../api/cart';
import { CartLines } from './cart-lines';
import { PaymentForm } from './payment-form';

/** The cart, its total and how to pay it; lines can be removed. An empty cart points to the plans. */
export const CartCheckout = ({
  cart,
  onCartChanged,
  problem,
}: {
  cart: Cart;
  /** The cart as the server answered after a change. */
  onCartChanged: (cart: Cart) => Promise<unknown>;
  problem: PaymentProblem | null;
}) => {
  const report = useReportError();
  const [removing, setRemoving] = useState(false);

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
    <div className="payment-layout">
      <CartLines cart={cart} onRemove={(id) => void remove(id)} disabled={removing} />
      <PaymentForm totalKey={cart.totalFils} problem={problem} />
    </div>
  );
};
