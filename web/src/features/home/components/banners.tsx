import type { Banner } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { BannerImage, BannerLink } from './banner-link';
import './banners.css';

/**
 * How wide each placement shows a banner (banners.css): two (four from 64rem) per row in the
 * page's column, a whole row, or 42 % of a row (a side column of about 300 px from 64rem).
 */
const SIZES = {
  double: '(min-width: 75rem) 300px, (min-width: 64rem) 25vw, 50vw',
  horizontal: '(min-width: 75rem) 1200px, 100vw',
  vertical: '(min-width: 64rem) 300px, 42vw',
} as const;

/**
 * The three banner placements: double banners two by two, horizontal (9:2) and vertical (1:2)
 * ones in rows that scroll sideways on small screens. A placement with no banners shows nothing.
 */
export const Banners = ({
  banners,
  placement,
  eager = false,
}: {
  banners: readonly Banner[] | null;
  placement: 'double' | 'horizontal' | 'vertical';
  eager?: boolean;
}) => {
  const { t } = useLingui();
  if (!banners || banners.length === 0) return null;
  const label = { double: t`Offers`, horizontal: t`Announcements`, vertical: t`Featured` }[placement];
  return (
    <section className={`banners banners-${placement}`} aria-label={label} data-testid={`banners-${placement}`}>
      <ul>
        {banners.map((banner, i) => (
          <li key={banner.id}>
            <BannerLink banner={banner}>
              <BannerImage banner={banner} sizes={SIZES[placement]} eager={eager && i < 2} />
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
};
