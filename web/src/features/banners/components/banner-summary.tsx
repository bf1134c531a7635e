import { BANNER_SHAPES } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Isolate } from '../../../components/isolate';
import { formatDate, formatNumber } from '../../../lib/format';
import { formatFils } from '../../../lib/format-fils';
import { useLocale } from '../../../lib/messages';
import type { PlacedBanner } from '../api/banners';
import { BannerState } from './banner-state';
import { PLACEMENT_NAMES } from './placement-choice';
import './banners.css';

/** One booked banner: its picture in its shape, title, placement, days, price and state. */
export const BannerSummary = ({ banner, children }: { banner: PlacedBanner; children?: ReactNode }) => {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <article className="banner-summary" data-testid="banner-summary" data-banner-id={banner.id}>
      <img
        className="banner-summary-picture"
        src={banner.primaryImage.url}
        alt=""
        width={banner.primaryImage.width}
        height={banner.primaryImage.height}
        style={{ aspectRatio: String(BANNER_SHAPES[banner.type].ratio) }}
        loading="lazy"
      />
      <div className="stack-tight">
        <h3 className="banner-summary-title">
          <Isolate>{banner.title}</Isolate>
        </h3>
        <p className="muted">
          {i18n._(PLACEMENT_NAMES[banner.type])} ·{' '}
          <Trans>
            from {formatDate(banner.date, locale)}, {formatNumber(banner.days, locale)} days
          </Trans>{' '}
          · {formatFils(banner.priceFils, locale)}
        </p>
        <BannerState banner={banner} />
        {children}
      </div>
    </article>
  );
};
