import type { Product } from '@badal/contracts';
import { Trans } from '@lingui/react/macro';
import { Price } from '../../../components/product/price';

/** The price in KWD and, where the listing has one, its second (earlier) price struck through. */
export const ProductPrice = ({ product }: { product: Pick<Product, 'price' | 'secondPrice'> }) => (
  <p className="product-price" data-testid="product-price">
    <Price value={product.price} className="product-price-main" />
    {product.secondPrice !== null && (
      <del className="product-price-second" data-testid="product-second-price">
        <span className="visually-hidden">
          <Trans>Previous price:</Trans>{' '}
        </span>
        <Price value={product.secondPrice} />
      </del>
    )}
  </p>
);
