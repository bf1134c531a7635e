import type { Category } from '@badal/contracts';

/** A category of the tree by slug, with its parent (null for a top category); null when absent. */
export const findInTree = (
  tree: readonly Category[],
  slug: string,
): { category: Category; parent: Category | null } | null => {
  for (const top of tree) {
    if (top.slug === slug) return { category: top, parent: null };
    for (const child of top.children) if (child.slug === slug) return { category: child, parent: top };
  }
  return null;
};
