import { FOOTER_CATEGORIES, FOOTER_CATEGORY_CHILDREN } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';
import { Link } from 'wouter';
import { useCategories } from '../api/get-categories';

/** The first 4 categories with their first 4 children, linking with the subCategory query (spec §2). */
export const FooterCategories = () => {
  const categories = useCategories().slice(0, FOOTER_CATEGORIES);
  return (
    <>
      {categories.map((category) => (
        <div key={category.id} className="footer-column">
          <h2 className="footer-heading">
            <Link href={pathTo('category', { slug: category.slug })}>{category.name}</Link>
          </h2>
          <ul>
            {category.children.slice(0, FOOTER_CATEGORY_CHILDREN).map((child) => (
              <li key={child.id}>
                <Link href={pathTo('category', { slug: category.slug, query: { subCategory: child.slug } })}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
};
