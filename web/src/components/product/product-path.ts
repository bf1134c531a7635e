import type { ProductCard } from '@badal/contracts';

/** A product opens through its first category (spec §4): /categories/{first}/products/{slug}. */
export const productPath = (product: Pick<ProductCard, 'slug' | 'categories'>): string =>
  `/categories/${product.categories[0]?.slug ?? 'search'}/products/${product.slug}`;
