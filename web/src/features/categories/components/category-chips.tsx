import { SCROLL_THRESHOLD_PX, TOP_BAR_CATEGORIES } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useScrolledPast } from '../../../lib/use-scrolled';
import { useCategories } from '../api/get-categories';
import './category-chips.css';

/** Up to 11 category chips plus 'all' under the top bar; they tuck away once the page scrolls past 20 px. */
export const CategoryChips = () => {
  const { t } = useLingui();
  const categories = useCategories().slice(0, TOP_BAR_CATEGORIES);
  const hidden = useScrolledPast(SCROLL_THRESHOLD_PX);
  return (
    <nav className="category-chips" aria-label={t`Categories`} hidden={hidden} data-testid="category-chips">
      <ul className="category-chips-list container">
        <li>
          <Link href={pathTo('categories')} className="chip chip-all">
            <Trans>All</Trans>
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={pathTo('category', { slug: category.slug })} className="chip">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
