import type { ProductCard } from '@badal/contracts';
import { pathTo, SEARCH_SLUG } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { ProductList } from '../../../components/product/product-list';

/** The running flash sales in a row, with a link to all of them (the search's 'on sale' filter). */
export const FlashSales = ({ products }: { products: readonly ProductCard[] }) => {
  const { t } = useLingui();
  return (
    <section aria-labelledby="home-flash-sales" className="below-fold" data-testid="home-flash-sales">
      <div className="section-heading">
        <h2 id="home-flash-sales">
          <Trans>Flash sales</Trans>
        </h2>
        <Link
          href={pathTo('category', { slug: SEARCH_SLUG, query: { onSale: 'true' } })}
          aria-label={t`See all flash sales`}
        >
          <Trans>See all</Trans>
        </Link>
      </div>
      <ProductList products={products} layout="row" />
    </section>
  );
};
