import { describe, expect, it } from 'vitest';
import { canSave, savedSearchHref, suggestedName, toSavedQuery } from './saved-search-query';

describe('saved search queries', () => {
  it('keeps a result page’s text and filters, not its page or order', () => {
    const saved = toSavedQuery({
      categorySlug: 'cars',
      subCategorySlug: 'toyota',
      text: ' land cruiser ',
      minPrice: 2000,
      maxPrice: '9000.5',
      isNew: 'true',
      sellType: 'sell',
      onSale: 'true',
      attributes: JSON.stringify([{ id: 7, values: ['2015-2020'] }]),
      page: 3,
      perPage: 24,
      sort: 'priceAsc',
    });
    expect(saved).toEqual({
      categorySlug: 'cars',
      subCategorySlug: 'toyota',
      text: 'land cruiser',
      minPrice: 2000,
      maxPrice: 9000.5,
      isNew: true,
      sellType: 'sell',
      onSale: true,
      attributes: [{ id: 7, values: ['2015-2020'] }],
    });
    expect(savedSearchHref(saved)).toBe(
      '/categories/cars?subCategory=toyota&text=land+cruiser&minPrice=2000&maxPrice=9000.5&isNew=true&sellType=sell&onSale=true&attr.7=2015-2020',
    );
  });

  it('the search page is every category; nothing set is nothing to save', () => {
    expect(toSavedQuery({ categorySlug: 'search', text: 'ايفون' })).toEqual({ text: 'ايفون' });
    expect(savedSearchHref({ text: 'ايفون' })).toBe(`/categories/search?text=${encodeURIComponent('ايفون')}`);
    expect(canSave(toSavedQuery({ page: 1 }))).toBe(false);
    expect(toSavedQuery({ attributes: 'not json' })).toEqual({});
  });

  it('names a search by its words and its category, at most 60 characters', () => {
    expect(suggestedName({ text: 'land cruiser' }, 'Cars')).toBe('land cruiser – Cars');
    expect(suggestedName({}, 'سيارات')).toBe('سيارات');
    expect(suggestedName({ text: 'x'.repeat(80) }, null)).toHaveLength(60);
  });
});
