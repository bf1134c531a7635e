import type { PopularCategory } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { ProductList } from '../../../components/product/product-list';
import { useCategoryName } from '../../../lib/category-names';

/** Each popular category with its newest listings in a row, and a link to all of them. */
export const PopularCategories = ({ categories }: { categories: readonly PopularCategory[] }) => {
  const { t } = useLingui();
  const nameOf = useCategoryName();
  return (
    <div className="popular-categories stack" data-testid="popular-categories">
      {categories.map((category, index) => {
        const name = nameOf(category);
        return (
          <section
            key={category.id}
            aria-labelledby={`popular-${category.slug}`}
            className={index === 0 ? undefined : 'below-fold'}
          >
            <div className="section-heading">
              <h2 id={`popular-${category.slug}`}>{name}</h2>
              <Link href={pathTo('category', { slug: category.slug })} aria-label={t`See all in ${name}`}>
                <Trans>See all</Trans>
              </Link>
            </div>
            {/* The first row is on screen as the page opens: its pictures must not wait for layout. */}
            <ProductList products={category.products} layout="row" eagerCount={index === 0 ? 4 : 0} />
          </section>
        );
      })}
    </div>
  );
};
