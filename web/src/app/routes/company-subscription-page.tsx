import { AccountType, pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Isolate } from '../../components/isolate';
import { LoadFailed } from '../../components/load-failed';
import { PageLoader } from '../../components/page-loader';
import { UnpaidOffer } from '../../components/unpaid-offer';
import { useSelf } from '../../features/account/api/get-self';
import { discardSubscription, useUnpaidSubscription } from '../../features/business/api/company-subscription';
import '../../features/business/components/business.css';
import { formatDate, formatKuwaitTime } from '../../lib/format';
import { formatFils } from '../../lib/format-fils';
import { useLocale } from '../../lib/messages';
import { snackbar } from '../../lib/snackbar';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SubscriptionForm } from './company-subscription/subscription-form';

/**
 * /company-subscription: upgrade to a business account with a meeting with the Badal team. A
 * subscription filled in and not paid is offered first, to pay for or discard; filling the form
 * in again replaces it. A company account is told it already is one.
 */
export const CompanySubscriptionPage = () => {
  const { t } = useLingui();
  const locale = useLocale();
  useDocumentTitle(t`Company subscription`);
  const self = useSelf();
  const unpaid = useUnpaidSubscription();

  const discard = async (id: number) => {
    await discardSubscription(id);
    await unpaid.mutate(null, { revalidate: false });
    snackbar.show(t`The subscription was discarded.`, 'success');
  };

  let body: ReactNode;
  if ((self.error && !self.data) || (unpaid.error && unpaid.data === undefined))
    body = <LoadFailed onRetry={() => void Promise.all([self.mutate(), unpaid.mutate()])} />;
  else if (!self.data || unpaid.data === undefined) body = <PageLoader />;
  else if (self.data.accountType === AccountType.company)
    body = (
      <div className="card stack" data-testid="already-business">
        <p>
          <Trans>Your account is a business account: your company profile shows on your seller page.</Trans>
        </p>
        <div>
          <Link className="btn" href={pathTo('seller', { userId: self.data.id })}>
            <Trans>See my seller page</Trans>
          </Link>
        </div>
      </div>
    );
  else
    body = (
      <>
        {unpaid.data?.meeting === null && (
          <UnpaidOffer
            testId="unpaid-subscription"
            title={<Trans>Your meeting time was released</Trans>}
            payHref={null}
            onDiscard={() => discard(unpaid.data?.id ?? 0)}
          >
            <p role="status">
              <Trans>
                The subscription for <Isolate>{unpaid.data.company.name}</Isolate> was not paid in time, so its meeting
                time is free for others again. Fill the form in again and choose a new time to pay for it.
              </Trans>
            </p>
          </UnpaidOffer>
        )}
        {unpaid.data?.meeting && (
          <UnpaidOffer
            testId="unpaid-subscription"
            title={<Trans>Your business subscription is waiting for payment</Trans>}
            payHref={pathTo('payment', undefined, locale)}
            onDiscard={() => discard(unpaid.data?.id ?? 0)}
          >
            <p>
              <Trans>
                <Isolate>{unpaid.data.company.name}</Isolate>, meeting on{' '}
                {formatKuwaitTime(unpaid.data.meeting.start, locale)} (Kuwait time),{' '}
                {formatFils(unpaid.data.priceFils, locale)} for a year.
              </Trans>
            </p>
            {unpaid.data.heldUntil && (
              <p className="muted">
                <Trans>
                  We keep this meeting time for you until {formatKuwaitTime(unpaid.data.heldUntil, locale)}.
                </Trans>
              </p>
            )}
            <p className="muted">
              <Trans>
                Filled in on {formatDate(unpaid.data.createdAt, locale)}. Filling the form in again replaces it.
              </Trans>
            </p>
          </UnpaidOffer>
        )}
        <SubscriptionForm self={self.data} />
      </>
    );

  return (
    <div className="stack company-subscription-page">
      <h1>
        <Trans>Company subscription</Trans>
      </h1>
      <p className="muted">
        <Trans>
          A business account shows your company — its name, address, category and links — on your seller page with a
          business badge. We meet you once to get you started.
        </Trans>
      </p>
      {body}
    </div>
  );
};
