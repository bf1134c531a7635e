import type { CategoryFilter } from '@badal/contracts';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { categoryDetail } from '../../../test/catalogue-fixtures';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { shownText } from '../../../test/shown-text';
import { parseSearch, type SearchState } from '../search-state';
import { FilterPanel } from './filter-panel';

const ui = {
  en: {
    filters: 'Filters',
    any: 'Any',
    apply: 'Apply',
    from: (l: string) => `${l}: from`,
    to: (l: string) => `${l}: to`,
    price: 'Price',
    newOnly: 'New only',
    barter: 'For barter',
    clear: 'Clear filters',
    upTo: /Up to KWD\s*32,000\.000/,
    inverted: 'The lower value must not be more than the upper one.',
  },
  ar: {
    filters: 'الفلاتر',
    any: 'الكل',
    apply: 'تطبيق',
    from: (l: string) => `${l}: من`,
    to: (l: string) => `${l}: إلى`,
    price: 'السعر',
    newOnly: 'الجديد فقط',
    barter: 'للمقايضة',
    clear: 'مسح الفلاتر',
    upTo: /حتى/,
    inverted: 'يجب ألا تزيد القيمة الدنيا عن القيمة العليا.',
  },
} as const;

/** The panel wired to a state like the URL would hold it; every applied state is recorded. */
const Harness = ({ filters, applied }: { filters: readonly CategoryFilter[]; applied: SearchState[] }) => {
  const [state, setState] = useState<SearchState>(parseSearch(''));
  return (
    <FilterPanel
      state={state}
      filters={filters}
      maxPrice={32000}
      onApply={(next) => {
        applied.push(next);
        setState(next);
      }}
    />
  );
};

const setup = async (locale: 'en' | 'ar') => {
  const applied: SearchState[] = [];
  const view = await renderWithI18n(<Harness filters={categoryDetail().filters} applied={applied} />, locale);
  return { ...view, applied, last: () => applied.at(-1) };
};

describe.each(['en', 'ar'] as const)('filter panel (%s)', (locale) => {
  const t = ui[locale];

  it('renders a boolean filter as a switch', async () => {
    const { user, last } = await setup(locale);
    const toggle = within(screen.getByTestId('filter-6')).getByRole('switch', { name: 'Accident-free' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(last()?.attributes).toEqual({ 6: ['true'] });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(last()?.attributes).toEqual({});
  });

  it('renders a range filter as two number inputs within its bounds, applied with Enter', async () => {
    const { user, last, applied } = await setup(locale);
    const range = screen.getByTestId('filter-3');
    const from = within(range).getByRole('spinbutton', { name: t.from('Mileage') });
    const to = within(range).getByRole('spinbutton', { name: t.to('Mileage') });
    expect(from).toHaveAttribute('min', '0');
    expect(to).toHaveAttribute('max', '320000');
    expect(range).toHaveTextContent(/320,000/);
    await user.type(to, '50000');
    await user.type(from, '90000{Enter}');
    expect(await within(range).findByText(t.inverted)).toBeInTheDocument();
    expect(applied).toHaveLength(0);
    await user.clear(from);
    await user.type(from, '1000');
    await user.click(within(range).getByRole('button', { name: t.apply }));
    expect(last()?.attributes).toEqual({ 3: ['1000-50000'] });
  });

  it('renders a multi-options filter as checkboxes, any ticked one matching', async () => {
    const { user, last } = await setup(locale);
    const group = screen.getByRole('group', { name: 'Features' });
    await user.click(within(group).getByRole('checkbox', { name: 'Sunroof' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Navigation' }));
    expect(last()?.attributes).toEqual({ 8: ['sunroof', 'navigation'] });
    await user.click(within(group).getByRole('checkbox', { name: 'Sunroof' }));
    expect(last()?.attributes).toEqual({ 8: ['navigation'] });
  });

  it('renders a multi-choice filter as a select with "any"', async () => {
    const { user, last } = await setup(locale);
    const select = screen.getByRole('combobox', { name: 'Make' });
    expect(select).toHaveDisplayValue(t.any);
    await user.selectOptions(select, 'nissan');
    expect(last()?.attributes).toEqual({ 1: ['nissan'] });
    await user.selectOptions(select, '');
    expect(last()?.attributes).toEqual({});
  });

  it('renders a yes/no filter as yes, no or any', async () => {
    const { user, last } = await setup(locale);
    const group = screen.getByRole('group', { name: 'Serviced at the agency' });
    expect(within(group).getByRole('radio', { name: t.any })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    expect(last()?.attributes).toEqual({ 7: ['yes'] });
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    expect(last()?.attributes).toEqual({ 7: ['no'] });
    await user.click(within(group).getByRole('radio', { name: t.any }));
    expect(last()?.attributes).toEqual({});
  });

  it('renders a colour filter as swatches that stay pressed', async () => {
    const { user, last } = await setup(locale);
    const group = screen.getByRole('group', { name: 'Colour' });
    const red = within(group).getByRole('button', { name: 'Red' });
    expect(red).toHaveAttribute('aria-pressed', 'false');
    expect(red.querySelector('.swatch-colour')).toHaveStyle({ background: '#c62828' });
    await user.click(red);
    await user.click(within(group).getByRole('button', { name: 'White' }));
    expect(last()?.attributes).toEqual({ 4: ['red', 'white'] });
    expect(within(group).getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders an input filter as a text box, applied with Enter', async () => {
    const { user, last } = await setup(locale);
    await user.type(screen.getByRole('textbox', { name: 'Trim' }), '  GXR {Enter}');
    expect(last()?.attributes).toEqual({ 9: ['GXR'] });
  });

  it('bounds the price by the highest price, refuses an inverted range, and has sale type and new-only filters', async () => {
    const { user, last, applied } = await setup(locale);
    expect(screen.getByRole('heading', { name: t.filters })).toBeInTheDocument();
    const price = screen.getByTestId('filter-price');
    expect(price).toHaveTextContent(t.upTo);
    const to = within(price).getByRole('spinbutton', { name: t.to(t.price) });
    expect(to).toHaveAttribute('max', '32000');
    await user.type(within(price).getByRole('spinbutton', { name: t.from(t.price) }), '500');
    await user.type(to, '100{Enter}');
    expect(within(price).getByText(shownText('validation.priceRange', locale))).toBeInTheDocument();
    expect(applied).toHaveLength(0);
    await user.clear(to);
    await user.type(to, '900{Enter}');
    expect(last()).toMatchObject({ minPrice: 500, maxPrice: 900, page: 1 });

    await user.click(screen.getByRole('radio', { name: t.barter }));
    expect(last()).toMatchObject({ sellType: 'barter' });
    await user.click(screen.getByRole('switch', { name: t.newOnly }));
    expect(last()).toMatchObject({ isNew: true });

    await user.click(screen.getByRole('button', { name: t.clear }));
    expect(last()).toEqual({ page: 1, attributes: {} });
    expect(screen.queryByRole('button', { name: t.clear })).not.toBeInTheDocument();
  });

  it('folds away behind a "Filters" button on small screens', async () => {
    const { user } = await setup(locale);
    const toggle = screen.getByRole('button', { name: t.filters });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('filter-panel')).toHaveAttribute('data-open', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('filter-panel')).toHaveAttribute('data-open', 'true');
  });
});
