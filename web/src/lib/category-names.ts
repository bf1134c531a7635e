/**
 * Category names in the page's language. Catalogue answers under paths with "product" come in
 * English whatever the page's language (spec §7 accept-language rule, applied by the BFF), while
 * the start-up category tree is in the page's language: names shown for a category come from the
 * tree when it knows the slug.
 */
import { useCallback, useMemo } from 'react';
import { useBootstrap } from './bootstrap';

export const useCategoryName = (): ((category: { slug: string; name: string }) => string) => {
  const { categories } = useBootstrap();
  const names = useMemo(() => {
    const bySlug = new Map<string, string>();
    for (const top of categories ?? []) {
      bySlug.set(top.slug, top.name);
      for (const child of top.children) bySlug.set(child.slug, child.name);
    }
    return bySlug;
  }, [categories]);
  return useCallback((category) => names.get(category.slug) ?? category.name, [names]);
};
