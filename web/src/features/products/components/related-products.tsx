import { Trans } from '@lingui/react/macro';
import { ProductList } from '../../../components/product/product-list';
import { useRelatedProducts } from '../api/get-related-products';
import './product.css';

/** 'Similar ads' under a listing, when there are any (a failure leaves the section out). */
export const RelatedProducts = ({ slug }: { slug: string }) => {
  const related = useRelatedProducts(slug);
  if (!related.data || related.data.length === 0) return null;
  return (
    <section className="product-section below-fold" aria-labelledby="product-related-heading">
      <h2 id="product-related-heading">
        <Trans>Similar ads</Trans>
      </h2>
      <ProductList products={related.data} layout="row" />
    </section>
  );
};
