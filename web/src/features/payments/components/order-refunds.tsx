import { Trans } from '@lingui/react/macro';
import { Isolate } from '../../../components/isolate';
import { formatFils } from '../../../lib/format-fils';
import { useLocale } from '../../../lib/messages';
import type { Order } from '../api/pay';

type Refund = NonNullable<Order['refunds']>[number];

const RefundState = ({ refund }: { refund: Refund }) => {
  const locale = useLocale();
  const amount = formatFils(refund.amountFils, locale);
  if (refund.state === 'done') return <Trans>{amount} was refunded to you.</Trans>;
  if (refund.state === 'refused') return <Trans>A refund of {amount} was refused by the payment provider.</Trans>;
  return <Trans>{amount} is being refunded to you. It can take a few days to reach your account.</Trans>;
};

/**
 * The refunds of a paid order (a thing charged twice, a rejected banner, an operator's refund),
 * each with its state and why it was made, where the receipt is.
 */
export const OrderRefunds = ({
  refunds,
  headingId = 'refunds-heading',
}: {
  refunds: readonly Refund[];
  /** Unique on the page: the payments history shows several orders' refunds. */
  headingId?: string;
}) => {
  if (refunds.length === 0) return null;
  return (
    <section className="form-info stack" aria-labelledby={headingId} data-testid="order-refunds">
      <h3 id={headingId}>
        <Trans>Refunds</Trans>
      </h3>
      <ul className="plain-list stack">
        {refunds.map((refund) => (
          <li key={refund.id} data-testid="order-refund" data-state={refund.state}>
            <p>
              <RefundState refund={refund} />
            </p>
            <p className="muted">
              <Isolate>{refund.reason}</Isolate>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
};
