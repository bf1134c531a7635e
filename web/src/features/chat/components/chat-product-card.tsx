import type { ProductMini } from '@badal/contracts';
import { Link } from 'wouter';
import { Price } from '../../../components/product/price';
import { productPath } from '../../../components/product/product-path';

/** The product a conversation is about: picture, name and price, linking to its page. */
export const ChatProductCard = ({ product, label }: { product: ProductMini; label?: string }) => (
  <Link href={productPath(product)} className="chat-product-card" data-testid="chat-product-card">
    {product.image ? (
      <img src={product.image.thumbnailUrl} alt="" width="56" height="56" loading="lazy" />
    ) : (
      <span className="chat-product-placeholder" aria-hidden="true">
        {product.name.slice(0, 1)}
      </span>
    )}
    <span className="chat-product-text">
      {label && <span className="chat-product-label">{label}</span>}
      <span className="chat-product-name" dir="auto">
        {product.name}
      </span>
      <Price value={product.price} className="chat-product-price" />
    </span>
  </Link>
);
