import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { Isolate } from '../../../components/isolate';
import { QueryGate } from '../../../components/query-gate';
import { formatKuwaitTime } from '../../../lib/format';
import { formatFils } from '../../../lib/format-fils';
import { useLocale } from '../../../lib/messages';
import { type OperatorOrder, usePaidOrders } from '../api/operator-refunds';
import { RefundForm } from './refund-form';
import './payments.css';

type Refund = NonNullable<OperatorOrder['refunds']>[number];

/** A refund as the review team reads it: its amount and where it stands with the provider. */
const RefundLine = ({ refund }: { refund: Refund }) => {
  const locale = useLocale();
  const amount = formatFils(refund.amountFils, locale);
  return (
    <li data-testid="operator-refund" data-state={refund.state}>
      {refund.state === 'done' ? (
        <Trans>{amount} refunded</Trans>
      ) : refund.state === 'refused' ? (
        <Trans>{amount} refused by the payment provider</Trans>
      ) : (
        <Trans>{amount} being refunded</Trans>
      )}{' '}
      — <Isolate>{refund.reason}</Isolate>
    </li>
  );
};

const PaidOrder = ({ order, onRefunded }: { order: OperatorOrder; onRefunded: () => void }) => {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <article className="card stack order-entry" data-testid="paid-order" data-order-id={order.id}>
      <div className="order-entry-head">
        <h3 className="order-entry-title">
          <Isolate>{order.customer.fullName}</Isolate>{' '}
          <span className="muted">
            <Isolate dir="ltr">@{order.customer.userName}</Isolate>
          </span>
        </h3>
        <strong className="order-entry-amount">{formatFils(order.totalFils, locale)}</strong>
      </div>
      <p className="order-entry-when">
        {order.items.map((item, i) => (
          <span key={item.id}>
            {i > 0 && ' · '}
            <Isolate>{item.title}</Isolate>
          </span>
        ))}
      </p>
      <p className="muted">
        <Trans>
          Receipt <Isolate dir="ltr">{order.receiptNumber ?? order.reference}</Isolate>, paid{' '}
          <time dateTime={order.paidAt ?? order.createdAt}>
            {formatKuwaitTime(order.paidAt ?? order.createdAt, locale)}
          </time>
        </Trans>
      </p>
      {(order.refunds ?? []).length > 0 && (
        <ul className="plain-list stack">
          {(order.refunds ?? []).map((refund) => (
            <RefundLine key={refund.id} refund={refund} />
          ))}
        </ul>
      )}
      <div>
        <button
          type="button"
          className="btn btn-outline"
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
          data-testid="open-refund"
        >
          <Trans>Refund this order</Trans>
        </button>
      </div>
      {open && <RefundForm order={order} onRefunded={onRefunded} />}
    </article>
  );
};

/**
 * The review team's refunds: paid orders, newest first, found by order number, receipt or
 * customer; each can be refunded in full or in part. The customer sees the refund and its state
 * in their payment history.
 */
export const OperatorRefunds = () => {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const orders = usePaidOrders(search, page);
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };
  return (
    <section className="stack" data-testid="operator-refunds">
      <search>
        <form className="stack" onSubmit={find}>
          <TextField
            type="search"
            label={t`Order, receipt number or customer`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            data-testid="paid-orders-search"
          />
          <div>
            <button type="submit" className="btn">
              <Trans>Find</Trans>
            </button>
          </div>
        </form>
      </search>
      <QueryGate query={orders}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <p className="empty-state">
              <Trans>No paid order matches.</Trans>
            </p>
          ) : (
            <>
              {data.map((order) => (
                <PaidOrder key={order.id} order={order} onRefunded={() => void orders.mutate()} />
              ))}
              {meta.lastPage > 1 && (
                <nav className="row" aria-label={t`Pages of paid orders`}>
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    <Trans>Newer</Trans>
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={page >= meta.lastPage}
                    onClick={() => setPage(page + 1)}
                  >
                    <Trans>Older</Trans>
                  </button>
                </nav>
              )}
            </>
          )
        }
      </QueryGate>
    </section>
  );
};
