import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { Isolate } from '../../../components/isolate';
import { UnpaidOffer } from '../../../components/unpaid-offer';
import { formatDate, formatKuwaitTime } from '../../../lib/format';
import { formatFils } from '../../../lib/format-fils';
import { useLocale } from '../../../lib/messages';
import type { CompanySubscription } from '../api/company-subscription';

/**
 * A subscription filled in and not paid, offered to pay for or discard; one whose meeting time
 * was let go can only be discarded.
 */
export const UnpaidSubscription = ({
  subscription,
  onDiscard,
}: {
  subscription: CompanySubscription;
  onDiscard: () => Promise<void>;
}) => {
  const locale = useLocale();
  if (subscription.meeting === null)
    return (
      <UnpaidOffer
        testId="unpaid-subscription"
        title={<Trans>Your meeting time was released</Trans>}
        payHref={null}
        onDiscard={onDiscard}
      >
        <p role="status">
          <Trans>
            The subscription for <Isolate>{subscription.company.name}</Isolate> was not paid in time, so its meeting
            time is free for others again. Fill the form in again and choose a new time to pay for it.
          </Trans>
        </p>
      </UnpaidOffer>
    );
  return (
    <UnpaidOffer
      testId="unpaid-subscription"
      title={<Trans>Your business subscription is waiting for payment</Trans>}
      payHref={pathTo('payment', undefined, locale)}
      onDiscard={onDiscard}
    >
      <p>
        <Trans>
          <Isolate>{subscription.company.name}</Isolate>, meeting on{' '}
          {formatKuwaitTime(subscription.meeting.start, locale)} (Kuwait time),{' '}
          {formatFils(subscription.priceFils, locale)} for a year.
        </Trans>
      </p>
      {subscription.heldUntil && (
        <p className="muted">
          <Trans>We keep this meeting time for you until {formatKuwaitTime(subscription.heldUntil, locale)}.</Trans>
        </p>
      )}
      <p className="muted">
        <Trans>Filled in on {formatDate(subscription.createdAt, locale)}. Filling the form in again replaces it.</Trans>
      </p>
    </UnpaidOffer>
  );
};
