import type { CategoryFilter, Product } from '@badal/contracts';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { ProductAttributes } from './product-attributes';
import { ProductLocation } from './product-location';
import './product.css';

/**
 * Below a listing's picture and price: its details, description and location (product page and
 * ad preview). `filters` are its category's, in the reader's language, to name the details.
 */
export const ProductBody = ({
  product,
  filters,
}: {
  product: Pick<Product, 'attributes' | 'description' | 'location'>;
  filters?: readonly CategoryFilter[];
}) => {
  const id = useId();
  return (
    <>
      {product.attributes.length > 0 && (
        <section className="product-section" aria-labelledby={`${id}-details`}>
          <h2 id={`${id}-details`}>
            <Trans>Details</Trans>
          </h2>
          <ProductAttributes attributes={product.attributes} {...(filters ? { filters } : {})} />
        </section>
      )}
      {product.description && (
        <section className="product-section" aria-labelledby={`${id}-description`}>
          <h2 id={`${id}-description`}>
            <Trans>Description</Trans>
          </h2>
          <p className="product-description" dir="auto">
            {product.description}
          </p>
        </section>
      )}
      {product.location && <ProductLocation location={product.location} />}
    </>
  );
};
