import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { Isolate } from '../../components/isolate';
import { PageLoader } from '../../components/page-loader';
import { type Order, useReturnedOrder } from '../../features/payments/api/pay';
import { OrderRefunds } from '../../features/payments/components/order-refunds';
import { PaymentProblemAlert, problemOf } from '../../features/payments/components/payment-form';
import { formatDate } from '../../lib/format';
import { formatFils } from '../../lib/format-fils';
import { useLocale } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/use-document-title';

const readQuery = (search: string) => {
  const query = new URLSearchParams(search);
  const orderId = Number(query.get('orderId'));
  return {
    paymentId: query.get('paymentId'),
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
  };
};

/** Where to go after paying, by what was bought (the order's lines, not the URL). */
const NextStep = ({ order }: { order: Order }) => {
  const kinds = new Set(order.items.map((item) => item.kind));
  if (kinds.has('banner'))
    return (
      <div className="stack" data-testid="banner-in-review">
        <p>
          <Trans>
            Your banner is now in review. Our team checks it before it is shown on the home page, from the day you
            chose.
          </Trans>
        </p>
        <div>
          <Link className="btn" href={pathTo('profile:banners')}>
            <Trans>See my banners</Trans>
          </Link>
        </div>
      </div>
    );
  if (kinds.has('companySubscription'))
    return (
      <div className="stack" data-testid="business-active">
        <p>
          <Trans>
            Your account is now a business account. We will meet you at the time you booked; your company profile
            already shows on your seller page.
          </Trans>
        </p>
        <div>
          <Link className="btn" href={pathTo('profile')}>
            <Trans>Go to my profile</Trans>
          </Link>
        </div>
      </div>
    );
  if (kinds.has('membership'))
    return (
      <Link className="btn" href={pathTo('profile')}>
        <Trans>See your membership on your profile</Trans>
      </Link>
    );
  return (
    <Link className="btn" href={pathTo('profile:ads')}>
      <Trans>Go to my ads</Trans>
    </Link>
  );
};

/**
 * /payment-succeeded: what was paid, confirmed by the API (which asks the provider when the
 * provider's payment id is in the URL), never taken from the URL: a hand-written URL shows
 * nothing paid.
 */
export const PaymentSucceededPage = () => {
  const { t } = useLingui();
  const locale = useLocale();
  useDocumentTitle(t`Payment succeeded`);
  const ids = readQuery(useSearch());
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
  else if (order && order.status === 'paid')
    body = (
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
      </section>
    );
  else if (order?.status === 'pending')
    body = (
      <div className="empty-state" role="status">
        <p>
          <Trans>Your payment is being confirmed.</Trans>
        </p>
        <button type="button" className="btn btn-outline" onClick={() => void mutate()}>
          <Trans>Check again</Trans>
        </button>
      </div>
    );
  else
    body = (
      <div className="empty-state">
        <PaymentProblemAlert
          problem={{ messageKey: 'error.paymentFailed', reason: order?.failureReason ?? undefined }}
        />
        <a className="btn" href={pathTo('payment', undefined, locale)}>
          <Trans>Back to payment</Trans>
        </a>
      </div>
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
