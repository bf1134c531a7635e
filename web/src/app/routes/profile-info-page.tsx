import { useLingui } from '@lingui/react/macro';
import { PageLoader } from '../../components/page-loader';
import { useSelf } from '../../features/account/api/get-self';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { ProfileSummary } from '../../features/account/components/profile-summary';
import { useDocumentTitle } from '../../lib/use-document-title';

export const ProfileInfoPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Profile`);
  const { data: self } = useSelf();
  return <ProfileShell>{self ? <ProfileSummary user={self} /> : <PageLoader />}</ProfileShell>;
};
