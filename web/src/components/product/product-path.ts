import type { ProductCard } from '@badal/contracts';
import { pathTo, SEARCH_SLUG } from '@badal/contracts/core';

/** A product opens through its first category (spec §4): /categories/{first}/products/{slug}. */
export const productPath = (product: Pick<ProductCard, 'slug' | 'categories'>): string =>
  pathTo('product', { slug: product.categories[0]?.slug ?? SEARCH_SLUG, productSlug: product.slug });
