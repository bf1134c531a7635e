import { type Banner, isSafeRedirect } from '@badal/contracts';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { mediaSrcSet } from '../../../lib/media-srcset';

/**
 * A banner's link: our own pages through the router (keeping the language prefix), anything else
 * as an outside link; no link at all when the banner has none.
 */
export const BannerLink = ({ banner, children }: { banner: Banner; children: ReactNode }) => {
  const { link } = banner;
  if (link && isSafeRedirect(link))
    return (
      <Link href={link} className="banner-link">
        {children}
      </Link>
    );
  if (link && /^https?:\/\//.test(link))
    return (
      <a href={link} className="banner-link" rel="noopener noreferrer" target="_blank">
        {children}
      </a>
    );
  return <div className="banner-link">{children}</div>;
};

/**
 * The banner's picture at its own proportions (no layout shift when it arrives), in the width its
 * place on the screen needs (`sizes`, from banners.css).
 */
export const BannerImage = ({ banner, sizes, eager = false }: { banner: Banner; sizes: string; eager?: boolean }) => (
  <img
    src={banner.primaryImage.url}
    srcSet={mediaSrcSet(banner.primaryImage.url, banner.primaryImage.width)}
    sizes={sizes}
    alt={banner.title}
    width={banner.primaryImage.width}
    height={banner.primaryImage.height}
    loading={eager ? 'eager' : 'lazy'}
    decoding="async"
  />
);
