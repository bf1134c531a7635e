import type { Category } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { resultPageHref, withFilters } from '../search-state';

/** The search words again in each top category, as chips under the search page's head. */
export const SearchInCategory = ({ text, tree }: { text: string; tree: readonly Category[] }) => {
  const { t } = useLingui();
  return (
    <nav className="sub-category-chips" aria-label={t`Search in a category`}>
      <ul>
        {tree.map((top) => (
          <li key={top.id}>
            <Link
              href={resultPageHref(top.slug, withFilters({ page: 1, attributes: {} }, { text }))}
              className="chip-toggle"
            >
              {top.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
