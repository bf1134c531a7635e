import { Trans } from '@lingui/react/macro';
import { Isolate } from '../../../components/isolate';
import type { BannerForReview } from '../api/banners';
import { BannerDecision } from './banner-decision';
import { BannerSummary } from './banner-summary';
import './banners.css';

/** Banners for the review team: each with who booked it and how to reach them; those in review with the decision. */
export const ReviewBannerList = ({
  banners,
  onDecided,
}: {
  banners: readonly BannerForReview[];
  onDecided: () => void;
}) =>
  banners.length === 0 ? (
    <p className="empty-state">
      <Trans>No banners here.</Trans>
    </p>
  ) : (
    <ul className="banner-list">
      {banners.map((banner) => (
        <li key={banner.id} className="card">
          <BannerSummary banner={banner}>
            <p className="muted">
              <Trans>
                By <Isolate>{banner.owner.fullName}</Isolate> (<Isolate dir="ltr">@{banner.owner.userName}</Isolate>),{' '}
                <Isolate dir="ltr">{banner.email}</Isolate>, <Isolate dir="ltr">+965 {banner.phone}</Isolate>
              </Trans>
            </p>
            {banner.summary && (
              <p>
                <Isolate>{banner.summary}</Isolate>
              </p>
            )}
            {banner.status === 'review' && <BannerDecision banner={banner} onDecided={onDecided} />}
          </BannerSummary>
        </li>
      ))}
    </ul>
  );
