import { Trans, useLingui } from '@lingui/react/macro';
import { PageLoader } from '../../components/page-loader';
import { useSelf } from '../../features/account/api/get-self';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { DisableAccount } from '../../features/account/components/disable-account';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { BlockedPeople } from '../../features/blocks/components/blocked-people';
import { useDocumentTitle } from '../../lib/use-document-title';

export const SecurityPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Security`);
  const { data: self } = useSelf();
  return (
    <ProfileShell>
      <h1>
        <Trans>Security</Trans>
      </h1>
      {self ? (
        <>
          <ChangePasswordForm user={self} />
          <BlockedPeople />
          <DisableAccount user={self} />
        </>
      ) : (
        <PageLoader />
      )}
    </ProfileShell>
  );
};
