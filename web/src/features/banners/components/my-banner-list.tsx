import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { PlacedBanner } from '../api/banners';
import { BannerSummary } from './banner-summary';
import './banners.css';

/** The member's banners, each with its state and dates; an unpaid one links to paying for it. */
export const MyBannerList = ({ banners }: { banners: readonly PlacedBanner[] }) =>
  banners.length === 0 ? (
    <div className="empty-state" data-testid="banners-empty">
      <p>
        <Trans>You have not booked a banner yet. A banner puts your shop on the home page.</Trans>
      </p>
    </div>
  ) : (
    <ul className="banner-list">
      {banners.map((banner) => (
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
