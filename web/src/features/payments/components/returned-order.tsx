import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { PaymentProblemAlert } from '../../../components/payment-problem';
import { useLocale } from '../../../lib/messages';
import type { Order } from '../api/pay';
import { Receipt } from './receipt';

/**
 * An order as the API confirmed it after the provider: its receipt when paid, a wait while the
 * payment is being confirmed, else why it failed and the way back to paying.
 */
export const ReturnedOrder = ({ order, onCheckAgain }: { order: Order | undefined; onCheckAgain: () => void }) => {
  const locale = useLocale();
  if (order?.status === 'paid') return <Receipt order={order} />;
  if (order?.status === 'pending')
    return (
      <div className="empty-state" role="status">
        <p>
          <Trans>Your payment is being confirmed.</Trans>
        </p>
        <button type="button" className="btn btn-outline" onClick={onCheckAgain}>
          <Trans>Check again</Trans>
        </button>
      </div>
    );
  return (
    <div className="empty-state">
      <PaymentProblemAlert problem={{ messageKey: 'error.paymentFailed', reason: order?.failureReason ?? undefined }} />
      <a className="btn" href={pathTo('payment', undefined, locale)}>
        <Trans>Back to payment</Trans>
      </a>
    </div>
  );
};
