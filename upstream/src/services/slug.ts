/**
 * URL slugs of product names: lower-case ASCII words joined by '-', at most 60 characters. Used
 * when an ad is published and by the seed, so seeded and published products look alike.
 */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
