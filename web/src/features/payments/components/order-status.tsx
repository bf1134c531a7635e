import { Trans } from '@lingui/react/macro';
import type { Order } from '../api/pay';

/** Where a payment stands, in words and a colour of its own. */
export const OrderStatus = ({ order }: { order: Order }) => {
  switch (order.status) {
    case 'paid':
      return (
        <span className="order-status tone-success" data-status="paid">
          <Trans>Paid</Trans>
        </span>
      );
    case 'pending':
      return (
        <span className="order-status tone-info" data-status="pending">
          <Trans>Being confirmed</Trans>
        </span>
      );
    case 'failed':
      return (
        <span className="order-status tone-danger" data-status="failed">
          <Trans>Failed</Trans>
        </span>
      );
    case 'cancelled':
      return (
        <span className="order-status tone-muted" data-status="cancelled">
          <Trans>Cancelled</Trans>
        </span>
      );
  }
};
