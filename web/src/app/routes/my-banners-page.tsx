import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { QueryGate } from '../../components/query-gate';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { useMyBanners } from '../../features/banners/api/banners';
import { MyBannerList } from '../../features/banners/components/my-banner-list';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /profile/info/banners: the member's banners, newest first, each with its state and dates. */
export const MyBannersPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Banners`);
  const banners = useMyBanners();
  return (
    <ProfileShell>
      <div className="row page-heading-row">
        <h1>
          <Trans>Banners</Trans>
        </h1>
        <Link className="btn" href={pathTo('placeBanner')}>
          <Trans>Book a banner</Trans>
        </Link>
      </div>
      <QueryGate query={banners}>{(data) => <MyBannerList banners={data} />}</QueryGate>
    </ProfileShell>
  );
};
