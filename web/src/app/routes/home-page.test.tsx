import { FOOTER_CATEGORY_CHILDREN, TOP_BAR_CATEGORIES } from '@badal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { home } from '../../test/catalogue-fixtures';
import { errorBody, fakeApi } from '../../test/fake-api';
import { categories } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const texts = {
  en: {
    login: 'Login',
    all: 'All',
    hero: 'Buy, sell and barter in Kuwait',
    rights: 'All rights reserved.',
    browse: 'Browse categories',
    flash: 'Flash sales',
    saleTerms: '25% off · 2 days left',
    featured: 'Featured',
  },
  ar: {
    login: 'الدخول',
    all: 'الكل',
    hero: 'بِع واشترِ وبادل في الكويت',
    rights: 'جميع الحقوق محفوظة.',
    browse: 'تصفح الفئات',
    flash: 'تخفيضات سريعة',
    saleTerms: 'خصم 25٪ · يومان متبقيان',
    featured: 'مميز',
  },
} as const;

describe.each(['en', 'ar'] as const)('home for a visitor (%s)', (locale) => {
  it('renders the shell in the language, asking the BFF only for the home data', async () => {
    const api = fakeApi({});
    await renderApp({ locale, path: locale === 'ar' ? '/ar' : '/' });
    expect(await screen.findByRole('heading', { level: 1, name: texts[locale].hero })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', locale);
    expect(screen.getByTestId('login-link')).toHaveTextContent(texts[locale].login);
    expect(screen.queryByTestId('notifications-bell')).not.toBeInTheDocument();
    await waitFor(() => expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /bff/home']));
  });

  it('shows the running flash sales in a row, sale price first, the regular one struck through', async () => {
    const boosted = home().flashSales!.map((card) => ({ ...card, isFeatured: true }));
    fakeApi({ 'GET /bff/home': { body: home({ flashSales: boosted }) } });
    const prefix = locale === 'ar' ? '/ar' : '';
    await renderApp({ locale, path: prefix || '/' });
    const row = await screen.findByRole('region', { name: texts[locale].flash });
    const card = within(row).getByTestId('product-card');
    const shown = (text: string | null) =>
      (text ?? '').replace(/[\u2066-\u2069\u200e\u200f\u00a0]/g, ' ').replace(/ +/g, ' ');
    expect(shown(card.querySelector('.sale-price-now')!.textContent)).toContain('30.000');
    expect(shown(within(card).getByTestId('price-before-sale').textContent)).toContain('40.000');
    expect(shown(card.querySelector('.sale-price-terms')!.textContent).trim()).toBe(texts[locale].saleTerms);
    expect(within(card).getByTestId('featured-badge')).toHaveTextContent(texts[locale].featured);
    const all = within(row)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href')?.includes('onSale'));
    expect(all).toHaveAttribute('href', `${prefix}/categories/search?onSale=true`);
  });

  it('leaves the flash sales row out when none runs', async () => {
    fakeApi({ 'GET /bff/home': { body: home({ flashSales: [] }) } });
    await renderApp({ locale, path: locale === 'ar' ? '/ar' : '/' });
    await screen.findByTestId('banners-double');
    expect(screen.queryByTestId('home-flash-sales')).not.toBeInTheDocument();
  });

  it('shows the banners, popular categories with their products and the company values', async () => {
    fakeApi({ 'GET /bff/home': { body: home() } });
    await renderApp({ locale, path: locale === 'ar' ? '/ar' : '/' });
    const double = await screen.findByTestId('banners-double');
    const images = within(double).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Banner 1', 'Banner 2']);
    expect(images[0]!.closest('a')).toHaveAttribute(
      'href',
      `${locale === 'ar' ? '/ar' : ''}/categories/${categories[0]!.slug}?sellType=barter`,
    );
    expect(within(screen.getByTestId('banners-horizontal')).getByRole('img')).toHaveAttribute('width', '1225');
    expect(within(screen.getByTestId('banners-vertical')).getByRole('img')).toHaveAttribute('height', '1000');
    const popular = screen.getByRole('region', { name: categories[0]!.name });
    expect(within(popular).getAllByTestId('product-card')).toHaveLength(3);
    const values = within(screen.getByTestId('company-values')).getAllByRole('heading', { level: 3 });
    expect(values.map((h) => h.textContent)).toEqual(['Close to you', 'Trust first']);
  });

  it("names popular categories in the page's language even when the answer came in English", async () => {
    const english = home().popularCategories!.map((c) => ({ ...c, name: 'Name in English' }));
    fakeApi({ 'GET /bff/home': { body: home({ popularCategories: english }) } });
    await renderApp({ locale, path: locale === 'ar' ? '/ar' : '/' });
    // The start-up category tree (in the page's language) names it.
    expect(await screen.findByRole('region', { name: categories[0]!.name })).toBeInTheDocument();
    expect(screen.queryByText('Name in English')).not.toBeInTheDocument();
  });

  it('draws nothing under the welcome until the home data is in, then every category (even when it failed)', async () => {
    let fail: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      fail = resolve;
    });
    fakeApi({
      'GET /bff/home': async () => {
        await answered;
        return { status: 503, body: errorBody('upstream_unavailable', 'The service is unavailable') };
      },
    });
    await renderApp({ locale, path: locale === 'ar' ? '/ar' : '/' });
    expect(await screen.findByRole('heading', { level: 1, name: texts[locale].hero })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: texts[locale].browse })).not.toBeInTheDocument();
    act(() => fail());
    expect(await screen.findByRole('heading', { level: 2, name: texts[locale].browse })).toBeInTheDocument();
  });

  it('leaves out a part of the home page that failed', async () => {
    fakeApi({
      'GET /bff/home': {
        body: home({
          banners: { double: null, horizontal: home().banners.horizontal, vertical: null },
          popularCategories: null,
          companyValues: null,
        }),
      },
    });
    await renderApp({ locale, path: locale === 'ar' ? '/ar' : '/' });
    // The part that did not fail is there; the others are simply not.
    expect(await screen.findByTestId('banners-horizontal')).toBeInTheDocument();
    expect(screen.queryByTestId('banners-double')).not.toBeInTheDocument();
    expect(screen.queryByTestId('popular-categories')).not.toBeInTheDocument();
    expect(screen.queryByTestId('company-values')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: categories[0]!.name }).length).toBeGreaterThan(0);
  });

  it('shows up to 11 category chips plus "all", hidden once scrolled past 20 px', async () => {
    await renderApp({ locale, path: locale === 'ar' ? '/ar' : '/' });
    const chips = await screen.findByTestId('category-chips');
    const links = within(chips).getAllByRole('link');
    expect(links).toHaveLength(TOP_BAR_CATEGORIES + 1);
    expect(links[0]).toHaveTextContent(texts[locale].all);
    expect(links[0]).toHaveAttribute('href', locale === 'ar' ? '/ar/categories' : '/categories');
    act(() => {
      window.scrollY = 21;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(chips).not.toBeVisible();
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(chips).toBeVisible();
  });

  it('has a footer with 4 categories × 4 children linking with subCategory, and the current year', async () => {
    await renderApp({ locale });
    const footer = await screen.findByRole('contentinfo');
    const first = categories[0]!;
    const heading = within(footer).getByRole('link', { name: first.name });
    const column = heading.closest('.footer-column') as HTMLElement;
    const childLinks = within(column).getAllByRole('link').slice(1);
    expect(childLinks).toHaveLength(FOOTER_CATEGORY_CHILDREN);
    expect(childLinks[0]).toHaveAttribute('href', `/categories/${first.slug}?subCategory=${first.children[0]!.slug}`);
    expect(within(footer).queryByRole('link', { name: categories[4]!.name })).not.toBeInTheDocument();
    expect(footer).toHaveTextContent(String(new Date().getFullYear()));
    expect(footer).toHaveTextContent(texts[locale].rights);
  });
});
