import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { categories } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe.each(['en', 'ar'] as const)('all categories (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';

  it('lists every category with all its sub-categories, from the start-up data alone', async () => {
    const api = fakeApi({});
    await renderApp({ locale, path: `${prefix}/categories` });
    expect(
      await screen.findByRole('heading', { level: 1, name: locale === 'ar' ? 'كل الفئات' : 'All categories' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const category of categories) {
      const heading = within(main).getByRole('heading', { level: 2, name: category.name });
      expect(heading.closest('a')).toHaveAttribute('href', `${prefix}/categories/${category.slug}`);
    }
    const first = categories[0]!;
    const last = first.children.at(-1)!;
    expect(within(main).getByRole('link', { name: last.name })).toHaveAttribute(
      'href',
      `${prefix}/categories/${first.slug}?subCategory=${last.slug}`,
    );
    expect(api.requests).toEqual([]);
  });
});
