import type { Product } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';
import { Breadcrumb } from '../../../components/breadcrumb';
import { useCategoryName } from '../../../lib/category-names';

/** Where a listing sits: its category and sub-category, each a link (the sub-category as its category's filter). */
export const ProductBreadcrumb = ({ categories }: { categories: Product['categories'] }) => {
  const nameOf = useCategoryName();
  const [top, sub] = categories;
  return (
    <Breadcrumb
      items={[
        ...(top ? [{ href: pathTo('category', { slug: top.slug }), label: nameOf(top) }] : []),
        ...(top && sub
          ? [
              {
                href: pathTo('category', { slug: top.slug, query: { subCategory: sub.slug } }),
                label: nameOf(sub),
              },
            ]
          : []),
      ]}
    />
  );
};
