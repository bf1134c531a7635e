import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Isolate } from '../../../components/isolate';
import { formatDate } from '../../../lib/format';
import { formatFils } from '../../../lib/format-fils';
import { useLocale } from '../../../lib/messages';
import type { Order } from '../api/pay';
import { NextStep } from './next-step';
import { OrderRefunds } from './order-refunds';
import './payments.css';

/**
 * A paid order: its lines, discount, total, receipt number, how and when it was paid, refunds, what
 * next, and where to find it again (the payments history).
 */
export const Receipt = ({ order }: { order: Order }) => {
  const locale = useLocale();
  return (
    <section className="card stack" aria-labelledby="receipt-heading" data-testid="receipt">
      <h2 id="receipt-heading">
        <Trans>Thank you, your payment went through</Trans>
      </h2>
      <ul className="plain-list">
        {order.items.map((item) => (
          <li key={item.id} className="cart-line">
            <span className="cart-line-title">
              <Isolate>{item.title}</Isolate>
            </span>
            <span className="cart-line-price">{formatFils(item.amountFils, locale)}</span>
          </li>
        ))}
      </ul>
      <dl className="profile-details">
        {order.discountFils ? (
          <div className="profile-row" data-testid="receipt-discount">
            <dt>
              <Trans>Coupon discount</Trans>
            </dt>
            <dd>{formatFils(order.discountFils, locale)}</dd>
          </div>
        ) : null}
        <div className="profile-row">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{formatFils(order.totalFils, locale)}</dd>
        </div>
        <div className="profile-row">
          <dt>
            <Trans>Receipt number</Trans>
          </dt>
          <dd>
            <span data-testid="receipt-number">
              <Isolate dir="ltr">{order.receiptNumber}</Isolate>
            </span>
          </dd>
        </div>
        {order.paymentMethod && (
          <div className="profile-row">
            <dt>
              <Trans>Paid with</Trans>
            </dt>
            <dd>
              <Isolate>{order.paymentMethod}</Isolate>
            </dd>
          </div>
        )}
        {order.paidAt && (
          <div className="profile-row">
            <dt>
              <Trans>Date</Trans>
            </dt>
            <dd>{formatDate(order.paidAt, locale)}</dd>
          </div>
        )}
      </dl>
      <OrderRefunds refunds={order.refunds ?? []} />
      <NextStep order={order} />
      <p>
        <Link href={pathTo('profile:payments')} data-testid="payments-history-link">
          <Trans>All my payments and receipts</Trans>
        </Link>
      </p>
    </section>
  );
};
