import type { ProductCard as Card } from '@badal/contracts';
import { useMessages } from '../../lib/messages';
import { ProductCard } from './product-card';

/**
 * Listings as a grid (or a sideways row); 'no items to show' (spec §8) when there are none. The
 * first `eagerCount` pictures load at once, the rest when they come near the screen.
 */
export const ProductList = ({
  products,
  layout = 'grid',
  eagerCount = 0,
  label,
}: {
  products: readonly Card[];
  layout?: 'grid' | 'row';
  eagerCount?: number;
  label?: string;
}) => {
  const text = useMessages();
  if (products.length === 0)
    return (
      <p className="empty-state" data-testid="no-items">
        {text('error.noItems')}
      </p>
    );
  return (
    <ul className={layout === 'row' ? 'product-row' : 'product-grid'} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
};
