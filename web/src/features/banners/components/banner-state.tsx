import { Trans } from '@lingui/react/macro';
import { Isolate } from '../../../components/isolate';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { useNow } from '../../../lib/use-now';
import type { PlacedBanner } from '../api/banners';

/** Where a booked banner stands, in words, with its dates (and a rejection's reason). */
export const BannerState = ({ banner }: { banner: PlacedBanner }) => {
  const locale = useLocale();
  const now = useNow();
  const date = (value: string | null) => (value ? formatDate(value, locale) : '');
  switch (banner.status) {
    case 'unpaid':
      return (
        <p className="banner-state tone-warning" data-status="unpaid">
          <Trans>Waiting for payment</Trans>
        </p>
      );
    case 'review':
      return (
        <p className="banner-state tone-info" data-status="review">
          <Trans>Paid, in review by our team</Trans>
        </p>
      );
    case 'published':
      return banner.startsAt && Date.parse(banner.startsAt) > now ? (
        <p className="banner-state tone-success" data-status="published">
          <Trans>
            Approved, shown from {date(banner.startsAt)} until {date(banner.endsAt)}
          </Trans>
        </p>
      ) : (
        <p className="banner-state tone-success" data-status="published">
          <Trans>Shown on the home page until {date(banner.endsAt)}</Trans>
        </p>
      );
    case 'rejected':
      return (
        <p className="banner-state tone-danger" data-status="rejected">
          <Trans>
            Rejected: <Isolate>{banner.rejectionReason}</Isolate>
          </Trans>
        </p>
      );
    case 'expired':
      return (
        <p className="banner-state tone-muted" data-status="expired">
          <Trans>Ended on {date(banner.endsAt)}</Trans>
        </p>
      );
  }
};
