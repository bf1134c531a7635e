import { pathTo } from '@badal/contracts/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useCategories } from '../api/get-categories';
import './category-grid.css';

/** Every top-level category as a tile, with its picture when it has one. */
export const CategoryGrid = () => {
  const categories = useCategories();
  if (categories.length === 0)
    return (
      <p className="muted">
        <Trans>No categories to show yet.</Trans>
      </p>
    );
  return (
    <ul className="category-grid">
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={pathTo('category', { slug: category.slug })} className="category-tile">
            {category.primaryImage ? (
              <img src={category.primaryImage.thumbnailUrl} alt="" width="96" height="96" loading="lazy" />
            ) : (
              <span className="category-tile-initial" aria-hidden="true">
                {category.name.slice(0, 1)}
              </span>
            )}
            <span className="category-tile-name">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
};
