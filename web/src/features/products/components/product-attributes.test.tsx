import { AttributeType, type CategoryFilter, FilterType, type Product } from '@badal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { localizeAttribute, ProductAttributes } from './product-attributes';

type Attribute = Product['attributes'][number];

// As the API sends them for an Arabic page: asked in English (spec §7).
const brand: Attribute = {
  id: 7,
  name: 'Brand',
  type: AttributeType.multiChoice,
  value: null,
  values: ['Apple'],
  optionValues: ['apple'],
  unit: null,
};
const storage: Attribute = { id: 8, name: 'Storage', type: AttributeType.number, value: '256', values: [], unit: 'GB' };
const warranty: Attribute = {
  id: 9,
  name: 'Under warranty',
  type: AttributeType.boolean,
  value: 'false',
  values: [],
  unit: null,
};

const filter = (overrides: Partial<CategoryFilter>): CategoryFilter => ({
  id: 0,
  name: '',
  filterType: FilterType.multiChoice,
  attributeType: AttributeType.multiChoice,
  options: [],
  min: null,
  max: null,
  unit: null,
  ...overrides,
});

// The category's filters, fetched in Arabic.
const arabicFilters = [
  filter({ id: 7, name: 'الماركة', options: [{ value: 'apple', label: 'أبل', color: null }] }),
  filter({ id: 8, name: 'السعة', filterType: FilterType.range, attributeType: AttributeType.number, unit: 'GB' }),
  filter({ id: 9, name: 'تحت الضمان', filterType: FilterType.boolean, attributeType: AttributeType.boolean }),
];

describe('product attributes', () => {
  it("names attributes and chosen options in the reader's language from the category's filters", () => {
    expect(localizeAttribute(brand, arabicFilters)).toMatchObject({ name: 'الماركة', values: ['أبل'] });
    expect(localizeAttribute(storage, arabicFilters)).toMatchObject({ name: 'السعة', unit: 'GB' });
  });

  it('keeps what the API sent when the category has no filter for it, or options cannot be matched', () => {
    expect(localizeAttribute(brand, [])).toEqual(brand);
    const withoutValues = { ...brand, optionValues: undefined };
    expect(localizeAttribute(withoutValues, arabicFilters)).toMatchObject({ name: 'الماركة', values: ['Apple'] });
  });

  it('reads Arabic on an Arabic page, the unit after its number', async () => {
    await renderWithI18n(<ProductAttributes attributes={[brand, storage, warranty]} filters={arabicFilters} />, 'ar');
    const list = screen.getByTestId('product-attributes');
    expect(list).toHaveTextContent('الماركة');
    expect(list).toHaveTextContent('أبل');
    expect(list).toHaveTextContent('تحت الضمان');
    expect(list).not.toHaveTextContent(/Brand|Apple|Under warranty/);
    // Isolated, so "GB" stays after the number in a right-to-left line.
    const amount = screen.getByText(/GB$/);
    expect(amount.tagName).toBe('BDI');
    expect(amount.textContent).toMatch(/^(256|٢٥٦) GB$/);
  });
});
