import type { Product } from '@badal/contracts';
import { SalePrice } from '../../../components/product/sale-price';
import './product.css';

/** The price in KWD and, during a flash sale, the sale price with the regular one struck through. */
export const ProductPrice = ({ product }: { product: Pick<Product, 'price' | 'secondPrice' | 'sale'> }) => (
  <p className="product-price" data-testid="product-price">
    <SalePrice product={product} className="product-price-main" />
  </p>
);
