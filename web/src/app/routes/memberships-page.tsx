import { Trans, useLingui } from '@lingui/react/macro';
import { MembershipPlans } from '../../features/memberships/components/membership-plans';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /memberships: the membership plans, to choose one and pay for it. */
export const MembershipsPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Memberships`);
  return (
    <div className="stack memberships-page">
      <h1>
        <Trans>Memberships</Trans>
      </h1>
      <MembershipPlans />
    </div>
  );
};
