import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useCategories } from '../api/get-categories';
import './all-categories.css';

/**
 * Every top category with its picture and all of its sub-categories (which open the category with
 * the `subCategory` query, like the footer's links).
 */
export const AllCategories = () => {
  const categories = useCategories();
  if (categories.length === 0)
    return (
      <p className="muted">
        <Trans>No categories to show yet.</Trans>
      </p>
    );
  return (
    <ul className="all-categories">
      {categories.map((category) => (
        <li key={category.id} className="all-categories-item">
          <Link href={pathTo('category', { slug: category.slug })} className="all-categories-head">
            {category.primaryImage ? (
              <img src={category.primaryImage.thumbnailUrl} alt="" width="56" height="56" loading="lazy" />
            ) : (
              <span className="all-categories-initial" aria-hidden="true">
                {category.name.slice(0, 1)}
              </span>
            )}
            <h2>{category.name}</h2>
          </Link>
          {category.children.length > 0 && (
            <ul className="all-categories-children">
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link href={pathTo('category', { slug: category.slug, query: { subCategory: child.slug } })}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
};
