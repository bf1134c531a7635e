import type { Product } from '@badal/contracts';
import type { ReactNode } from 'react';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';
import { ProductTags } from './product-tags';
import './product.css';

/**
 * The top of a listing (product page and ad preview): its pictures beside its title, price and tags,
 * then what the page adds (actions, the seller, its date and number).
 */
export const ProductSummary = ({
  product,
  title,
  children,
}: {
  product: Product;
  title: ReactNode;
  children: ReactNode;
}) => (
  <div className="product-layout">
    <ProductGallery images={product.images} name={product.name} />
    <div className="product-info stack">
      {title}
      <ProductPrice product={product} />
      <ProductTags product={product} />
      {children}
    </div>
  </div>
);
