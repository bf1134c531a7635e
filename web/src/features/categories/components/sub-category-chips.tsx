import type { Category } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import './sub-category-chips.css';

/**
 * The sub-categories of a category as chips, 'all' first; the chosen one is marked current.
 * `hrefFor(slug)` builds the result page for a sub-category (undefined: the whole category), so
 * the other filters of the page are kept or dropped as the page decides.
 */
export const SubCategoryChips = ({
  category,
  active,
  hrefFor,
}: {
  category: Category;
  active: string | undefined;
  hrefFor: (subCategory: string | undefined) => string;
}) => {
  const { t } = useLingui();
  if (category.children.length === 0) return null;
  return (
    <nav className="sub-category-chips" aria-label={t`Sub-categories of ${category.name}`}>
      <ul>
        <li>
          <Link href={hrefFor(undefined)} className="chip-toggle" aria-current={active ? undefined : 'page'}>
            <Trans>All</Trans>
          </Link>
        </li>
        {category.children.map((child) => (
          <li key={child.id}>
            <Link
              href={hrefFor(child.slug)}
              className="chip-toggle"
              aria-current={active === child.slug ? 'page' : undefined}
            >
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
