import type { Banner } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { BannerImage, BannerLink } from './banner-link';
import './banners.css';

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
              <BannerImage banner={banner} eager={eager && i < 2} />
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
};
