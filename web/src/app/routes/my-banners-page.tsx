import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LoadFailed } from '../../components/load-failed';
import { PageLoader } from '../../components/page-loader';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { useMyBanners } from '../../features/banners/api/banners';
import { BannerSummary } from '../../features/banners/components/banner-summary';
import '../../features/banners/components/banners.css';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /profile/info/banners: the member's banners, newest first, each with its state and dates. */
export const MyBannersPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Banners`);
  const { data, error, mutate } = useMyBanners();
  let body: ReactNode;
  if (data && data.length === 0)
    body = (
      <div className="empty-state" data-testid="banners-empty">
        <p>
          <Trans>You have not booked a banner yet. A banner puts your shop on the home page.</Trans>
        </p>
      </div>
    );
  else if (data)
    body = (
      <ul className="banner-list">
        {data.map((banner) => (
          <li key={banner.id} className="card">
            <BannerSummary banner={banner}>
              {banner.status === 'unpaid' && (
                <Link className="btn btn-outline" href={pathTo('placeBanner')}>
                  <Trans>Pay or discard it</Trans>
                </Link>
              )}
            </BannerSummary>
          </li>
        ))}
      </ul>
    );
  else if (error) body = <LoadFailed onRetry={() => void mutate()} />;
  else body = <PageLoader />;
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
      {body}
    </ProfileShell>
  );
};
