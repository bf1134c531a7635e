import { describe, expect, it } from 'vitest';
import { suggestionHref } from './suggestion-href';

describe('suggestionHref', () => {
  it('leads a category to its page, a text to the search, both to the search in the category', () => {
    expect(suggestionHref({ categorySlug: 'cars', text: null })).toBe('/categories/cars');
    expect(suggestionHref({ categorySlug: null, text: 'سامسونج' })).toBe(
      `/categories/search?text=${encodeURIComponent('سامسونج')}`,
    );
    expect(suggestionHref({ categorySlug: 'mobile-phones', text: 'Samsung' })).toBe(
      '/categories/mobile-phones?text=Samsung',
    );
  });
});
