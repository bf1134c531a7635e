import { isolateText } from '@badal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoryDetail, productCards, productPage } from '../../test/catalogue-fixtures';
import { errorBody, fakeApi, type RecordedRequest } from '../../test/fake-api';
import { categories } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { shownText } from '../../test/shown-text';

const top = categories[0]!;
const child = top.children[1]!;

const ui = {
  en: {
    results: /^3 results$/,
    all: 'All',
    any: 'Any',
    sort: 'Sort by',
    next: 'Next page',
    searchFor: `Results for “${isolateText('iphone')}”`,
  },
  ar: {
    results: /^3 نتائج$/,
    all: 'الكل',
    any: 'الكل',
    sort: 'الترتيب حسب',
    next: 'الصفحة التالية',
    searchFor: `نتائج «${isolateText('iphone')}»`,
  },
} as const;

const queryOf = (r: RecordedRequest) => Object.fromEntries(new URLSearchParams(r.search));

/** The BFF for a category page: the category and its sub-category, three results, a price bound. */
const catalogueApi = (results = productCards(3), meta = {}) =>
  fakeApi({
    [`GET /api/categories/${top.slug}/mini`]: { body: categoryDetail() },
    [`GET /api/categories/${child.slug}/mini`]: {
      body: categoryDetail({
        id: child.id,
        slug: child.slug,
        name: child.name,
        children: [],
        parent: { id: top.id, slug: top.slug, name: top.name },
        filters: categoryDetail().filters.filter((f) => f.filterType === 5),
      }),
    },
    'GET /api/v2/search/products': { body: productPage(results, meta) },
    'GET /api/v2/search/products/max-price': { body: { maxPrice: 32000 } },
    'GET /api/v2/search/suggestions': { body: { data: [] } },
  });

describe.each(['en', 'ar'] as const)('category page (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];

  it('shows the results with their count, sub-category chips and product links', async () => {
    const api = catalogueApi();
    await renderApp({ locale, path: `${prefix}/categories/${top.slug}` });
    expect(await screen.findByRole('heading', { level: 1, name: top.name })).toBeInTheDocument();
    // The count's line is there (empty) before the answer is: wait for its text.
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent(t.results));
    const cards = screen.getAllByTestId('product-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `${prefix}/categories/${top.slug}/products/product-1`,
    );
    const chips = screen.getByRole('navigation', { name: new RegExp(top.name) });
    expect(within(chips).getByRole('link', { name: t.all })).toHaveAttribute('aria-current', 'page');
    expect(within(chips).getByRole('link', { name: child.name })).toHaveAttribute(
      'href',
      `${prefix}/categories/${top.slug}?subCategory=${child.slug}`,
    );
    const [search] = api.find('GET', '/api/v2/search/products');
    expect(queryOf(search!)).toEqual({ categorySlug: top.slug, page: '1', perPage: '24' });
  });

  it('puts filters of three types in the URL and the search, and reads them back from it', async () => {
    const api = catalogueApi();
    const { user, current } = await renderApp({ locale, path: `${prefix}/categories/${top.slug}` });
    await screen.findAllByTestId('product-card');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'toyota');
    await user.click(within(screen.getByRole('group', { name: 'Colour' })).getByRole('button', { name: 'Red' }));
    await user.click(screen.getByRole('switch', { name: 'Accident-free' }));
    await waitFor(() =>
      expect(current()).toBe(`${prefix}/categories/${top.slug}?attr.1=toyota&attr.4=red&attr.6=true`),
    );
    await waitFor(() =>
      expect(queryOf(api.find('GET', '/api/v2/search/products').at(-1)!).attributes).toBe(
        JSON.stringify([
          { id: 1, values: ['toyota'] },
          { id: 4, values: ['red'] },
          { id: 6, values: ['true'] },
        ]),
      ),
    );
  });

  it('restores the filters of a shared or reloaded URL', async () => {
    const api = catalogueApi();
    await renderApp({
      locale,
      path: `${prefix}/categories/${top.slug}?sellType=barter&attr.7=yes&attr.3=1000-50000&sort=priceAsc&page=2`,
    });
    await screen.findAllByTestId('product-card');
    expect(screen.getByRole('combobox', { name: t.sort })).toHaveValue('priceAsc');
    expect(
      within(screen.getByRole('group', { name: 'Serviced at the agency' })).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    expect(
      within(screen.getByTestId('filter-3'))
        .getAllByRole('spinbutton')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['1000', '50000']);
    expect(queryOf(api.find('GET', '/api/v2/search/products')[0]!)).toMatchObject({
      sellType: 'barter',
      sort: 'priceAsc',
      page: '2',
      attributes: JSON.stringify([
        { id: 3, values: ['1000-50000'] },
        { id: 7, values: ['yes'] },
      ]),
    });
    // The price bound ignores paging, order and the price range itself.
    expect(queryOf(api.find('GET', '/api/v2/search/products/max-price')[0]!)).toEqual({
      categorySlug: top.slug,
      sellType: 'barter',
      attributes: expect.any(String),
    });
  });

  it("switches sub-category through its chip, with that sub-category's filters", async () => {
    const api = catalogueApi();
    const { user, current } = await renderApp({ locale, path: `${prefix}/categories/${top.slug}?attr.1=toyota` });
    await screen.findAllByTestId('product-card');
    const chips = screen.getByRole('navigation', { name: new RegExp(top.name) });
    await user.click(within(chips).getByRole('link', { name: child.name }));
    await waitFor(() => expect(current()).toBe(`${prefix}/categories/${top.slug}?subCategory=${child.slug}`));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Make' })).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Colour' })).toBeInTheDocument();
    expect(queryOf(api.find('GET', '/api/v2/search/products').at(-1)!)).toMatchObject({ subCategorySlug: child.slug });
  });

  it('offers the next pages as links', async () => {
    catalogueApi(productCards(3), { lastPage: 3, total: 70 });
    await renderApp({ locale, path: `${prefix}/categories/${top.slug}?sellType=sell` });
    const next = await screen.findByRole('link', { name: t.next });
    expect(next).toHaveAttribute('href', `${prefix}/categories/${top.slug}?sellType=sell&page=2`);
  });

  it('is busy only while the next page loads, keeping the last one on screen', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    catalogueApi();
    const { user } = await renderApp({ locale, path: `${prefix}/categories/${top.slug}` });
    const results = (await screen.findByTestId('result-count')).closest('section')!;
    await screen.findAllByTestId('product-card');
    expect(results).not.toHaveAttribute('aria-busy');
    fakeApi({
      [`GET /api/categories/${top.slug}/mini`]: { body: categoryDetail() },
      'GET /api/v2/search/products': async () => {
        await held;
        return { body: productPage(productCards(2, 40)) };
      },
      'GET /api/v2/search/products/max-price': { body: { maxPrice: 32000 } },
    });
    await user.selectOptions(
      within(results).getByRole('combobox', { name: t.sort }),
      within(results).getAllByRole('option')[1]!,
    );
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
    release();
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    expect(results).not.toHaveAttribute('aria-busy');
  });

  it("says 'no items to show' when nothing matches", async () => {
    catalogueApi([]);
    await renderApp({ locale, path: `${prefix}/categories/${top.slug}?text=zzz` });
    expect(await screen.findByTestId('no-items')).toHaveTextContent(shownText('error.noItems', locale));
  });

  it('shows the 404 page for a category that does not exist', async () => {
    fakeApi({ 'GET /api/categories/nope/mini': { status: 404, body: errorBody('not_found', '404 Not Found') } });
    await renderApp({ locale, path: `${prefix}/categories/nope` });
    expect(
      await screen.findByRole('heading', { level: 1, name: shownText('error.notFound', locale) }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });

  it('searches by text on /categories/search, and searches again from its box', async () => {
    const api = catalogueApi();
    const { user, current } = await renderApp({ locale, path: `${prefix}/categories/search?text=iphone` });
    expect(await screen.findByRole('heading', { level: 1, name: t.searchFor })).toBeInTheDocument();
    await screen.findAllByTestId('product-card');
    expect(queryOf(api.find('GET', '/api/v2/search/products')[0]!)).toEqual({
      text: 'iphone',
      page: '1',
      perPage: '24',
    });
    const box = screen.getByRole('combobox', { name: locale === 'ar' ? 'ابحث في المنتجات' : 'Search products' });
    await user.clear(box);
    await user.type(box, 'galaxy s24{Enter}');
    await waitFor(() => expect(current()).toBe(`${prefix}/categories/search?text=galaxy+s24`));
    await waitFor(() => expect(queryOf(api.find('GET', '/api/v2/search/products').at(-1)!).text).toBe('galaxy s24'));
  });
});
