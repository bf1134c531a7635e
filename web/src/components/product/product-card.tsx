import type { ProductCard as Card } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { mediaSrcSet } from '../../lib/media-srcset';
import { MapPinIcon } from '../page-icons';
import { conditionLabel, sellTypeLabel } from './labels';
import { productPath } from './product-path';
import { SalePrice } from './sale-price';
import './product-card.css';
import { Isolate } from '../isolate';
import { AdStateBadge } from './ad-state-badge';

/** A card's width: about half a phone's screen, at most 15rem in the rows and grids of wider ones. */
const CARD_SIZES = '(min-width: 48rem) 15rem, 50vw';
/** 15rem on a screen of two or three device pixels per CSS pixel. */
const CARD_LARGEST_WIDTH = 480;

/**
 * One listing in a list: picture, name, price (a flash sale's with the regular one struck
 * through), sell type, 'Featured' when boosted, condition, area. `eager` is for the cards a page
 * shows first (no lazy loading for what is on screen at once).
 */
export const ProductCard = ({ product, eager = false }: { product: Card; eager?: boolean }) => {
  const { i18n } = useLingui();
  return (
    <article className="product-card" data-testid="product-card">
      <Link href={productPath(product)} className="product-card-link">
        <div className="product-card-media">
          {product.image ? (
            <img
              src={product.image.thumbnailUrl}
              srcSet={mediaSrcSet(product.image.url, null, CARD_LARGEST_WIDTH)}
              sizes={CARD_SIZES}
              alt=""
              width="320"
              height="240"
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <span className="product-card-placeholder" aria-hidden="true">
              {product.name.slice(0, 1)}
            </span>
          )}
          <span className={`product-card-badge product-card-badge-${product.sellType === 'sell' ? 'sell' : 'barter'}`}>
            {i18n._(sellTypeLabel[product.sellType])}
          </span>
          <AdStateBadge state={product.adState} />
          {product.isFeatured && (
            <span className="product-card-featured" data-testid="featured-badge">
              <Trans>Featured</Trans>
            </span>
          )}
        </div>
        <div className="product-card-body">
          <h3 className="product-card-name" dir="auto">
            {product.name}
          </h3>
          <p className="product-card-price">
            <SalePrice product={product} />
          </p>
          <p className="product-card-meta">
            <span>{i18n._(conditionLabel(product.isNew))}</span>
            {product.address && (
              <span className="product-card-address">
                <MapPinIcon />
                <Isolate>{product.address}</Isolate>
              </span>
            )}
          </p>
        </div>
      </Link>
    </article>
  );
};
