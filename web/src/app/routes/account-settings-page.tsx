import { Trans, useLingui } from '@lingui/react/macro';
import { PageLoader } from '../../components/page-loader';
import { useSelf } from '../../features/account/api/get-self';
import { AccountForm } from '../../features/account/components/account-form';
import { AvatarUpload } from '../../features/account/components/avatar-upload';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { UserDataForm } from '../../features/account/components/user-data-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export const AccountSettingsPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Account settings`);
  const { data: self } = useSelf();
  return (
    <ProfileShell>
      <h1>
        <Trans>Account settings</Trans>
      </h1>
      {self ? (
        <>
          <AvatarUpload user={self} />
          <AccountForm user={self} />
          <UserDataForm user={self} />
        </>
      ) : (
        <PageLoader />
      )}
    </ProfileShell>
  );
};
