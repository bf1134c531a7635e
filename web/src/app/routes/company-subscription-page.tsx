import { AccountType } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { bothQueries, QueryGate } from '../../components/query-gate';
import { useSelf } from '../../features/account/api/get-self';
import { useCategories } from '../../features/categories/api/get-categories';
import { discardSubscription, useUnpaidSubscription } from '../../features/companies/api/company-subscription';
import { AlreadyCompany } from '../../features/companies/components/already-company';
import { SubscriptionForm } from '../../features/companies/components/subscription-form';
import { UnpaidSubscription } from '../../features/companies/components/unpaid-subscription';
import { snackbar } from '../../lib/snackbar';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /company-subscription: upgrade to a company account ("business account" on the page) with a
 * meeting with the Badal team. A subscription filled in and not paid is offered first, to pay for
 * or discard; filling the form in again replaces it. A company account is told it already is one.
 */
export const CompanySubscriptionPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Company subscription`);
  const self = useSelf();
  const unpaid = useUnpaidSubscription();
  const categories = useCategories();

  const discard = async (id: number) => {
    await discardSubscription(id);
    await unpaid.mutate(null, { revalidate: false });
    snackbar.show(t`The subscription was discarded.`, 'success');
  };

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
      <QueryGate query={bothQueries(self, unpaid)}>
        {([user, subscription]) =>
          user.accountType === AccountType.company ? (
            <AlreadyCompany userId={user.id} />
          ) : (
            <>
              {subscription && (
                <UnpaidSubscription subscription={subscription} onDiscard={() => discard(subscription.id)} />
              )}
              <SubscriptionForm self={user} categories={categories} />
            </>
          )
        }
      </QueryGate>
    </div>
  );
};
