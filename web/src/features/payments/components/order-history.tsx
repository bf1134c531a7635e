import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Isolate } from '../../../components/isolate';
import { formatKuwaitTime } from '../../../lib/format';
import { formatFils } from '../../../lib/format-fils';
import { useLocale } from '../../../lib/messages';
import type { Order } from '../api/pay';
import { OrderRefunds } from './order-refunds';
import { OrderStatus } from './order-status';
import './payments.css';

const Detail = ({ label, children }: { label: ReactNode; children: ReactNode }) => (
  <div className="order-detail">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/**
 * One payment as a person looks it up later: what was bought, the amount, the coupon, when, the
 * receipt and the provider's references (what the bank statement or a support call asks for),
 * why it failed, and its refunds.
 */
export const OrderEntry = ({ order }: { order: Order }) => {
  const locale = useLocale();
  return (
    <article className="card stack order-entry" data-testid="order-entry" data-order-id={order.id}>
      <div className="order-entry-head">
        <h2 className="order-entry-title">
          {order.items.map((item, i) => (
            <span key={item.id}>
              {i > 0 && ' · '}
              <Isolate>{item.title}</Isolate>
            </span>
          ))}
        </h2>
        <strong className="order-entry-amount" data-testid="order-amount">
          {formatFils(order.totalFils, locale)}
        </strong>
      </div>
      <p className="order-entry-when">
        <OrderStatus order={order} /> ·{' '}
        <time dateTime={order.paidAt ?? order.createdAt}>
          {formatKuwaitTime(order.paidAt ?? order.createdAt, locale)}
        </time>
      </p>
      {order.failureReason && order.status !== 'paid' && (
        <p className="muted">
          <Isolate>{order.failureReason}</Isolate>
        </p>
      )}
      <dl className="order-details">
        {order.couponCode ? (
          <Detail label={<Trans>Coupon</Trans>}>
            <span data-testid="order-coupon">
              <Trans>
                <Isolate dir="ltr">{order.couponCode}</Isolate>, {formatFils(order.discountFils ?? 0, locale)} off
              </Trans>
            </span>
          </Detail>
        ) : null}
        {order.receiptNumber && (
          <Detail label={<Trans>Receipt number</Trans>}>
            <Isolate dir="ltr">{order.receiptNumber}</Isolate>
          </Detail>
        )}
        {order.paymentMethod && (
          <Detail label={<Trans>Paid with</Trans>}>
            <Isolate>{order.paymentMethod}</Isolate>
          </Detail>
        )}
        <Detail label={<Trans>Badal reference</Trans>}>
          <Isolate dir="ltr">{order.reference}</Isolate>
        </Detail>
        {order.paymentId && (
          <Detail label={<Trans>Provider payment ID</Trans>}>
            <Isolate dir="ltr">{order.paymentId}</Isolate>
          </Detail>
        )}
        {order.invoiceId && (
          <Detail label={<Trans>Provider invoice ID</Trans>}>
            <Isolate dir="ltr">{order.invoiceId}</Isolate>
          </Detail>
        )}
      </dl>
      <OrderRefunds refunds={order.refunds ?? []} headingId={`refunds-${order.id}`} />
    </article>
  );
};

/** The member's payments, newest first; none yet says so. */
export const OrderHistory = ({ orders }: { orders: readonly Order[] }) =>
  orders.length === 0 ? (
    <div className="empty-state" data-testid="orders-empty">
      <p>
        <Trans>You have not paid for anything yet. Your payments and their receipts will be kept here.</Trans>
      </p>
    </div>
  ) : (
    <ul className="plain-list stack">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderEntry order={order} />
        </li>
      ))}
    </ul>
  );
