import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productCards, productPage, publicUser } from '../../test/catalogue-fixtures';
import { errorBody, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { shownText } from '../../test/shown-text';

const ui = {
  en: { seller: 'Seller', business: 'Business', kuwait: 'Kuwait', next: 'Next page', size: '11 to 50 people' },
  ar: { seller: 'بائع', business: 'الأعمال', kuwait: 'الكويت', next: 'الصفحة التالية', size: 'من 11 إلى 50 شخصًا' },
} as const;

describe.each(['en', 'ar'] as const)('seller page (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];

  it('shows the profile (Kuwait by default) and the listings a page at a time', async () => {
    const api = fakeApi({
      'GET /api/users/19': { body: publicUser() },
      'GET /api/products/16/sellers': { body: productPage(productCards(2), { lastPage: 2, total: 26 }) },
    });
    await renderApp({ locale, path: `${prefix}/sellers/19` });
    const profile = await screen.findByTestId('seller-profile');
    expect(within(profile).getByRole('heading', { level: 1, name: 'Yousef Al-Awadhi' })).toBeInTheDocument();
    expect(profile).toHaveTextContent(t.seller);
    expect(profile).toHaveTextContent(t.kuwait);
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: t.next })).toHaveAttribute('href', `${prefix}/sellers/19?page=2`);
    expect(api.find('GET', '/api/products/16/sellers')[0]?.search).toBe('?page=1&perPage=24');
  });

  it('asks for the page in the URL, and shows a company with its badge, profile and own country', async () => {
    const company = {
      name: 'Gulf Trading',
      address: 'Sharq, Kuwait City',
      latitude: 29.38,
      longitude: 47.99,
      category: { id: 3, slug: 'electronics', name: 'Electronics' },
      instagramLink: null,
      facebookLink: null,
      websiteLink: 'https://gulf.example.com',
      size: '11-50' as const,
    };
    const api = fakeApi({
      'GET /api/users/19': { body: publicUser({ accountType: 3, country: 'Bahrain', company }) },
      'GET /api/products/16/sellers': { body: productPage(productCards(1, 30), { currentPage: 2, lastPage: 2 }) },
    });
    await renderApp({ locale, path: `${prefix}/sellers/19?page=2` });
    const profile = await screen.findByTestId('seller-profile');
    expect(within(profile).getByTestId('business-badge')).toHaveTextContent(t.business);
    const card = within(profile).getByTestId('company-card');
    expect(card).toHaveTextContent('Gulf Trading');
    expect(card).toHaveTextContent(t.size);
    expect(within(card).getByRole('link', { name: /Website|الموقع الإلكتروني/ })).toHaveAttribute(
      'href',
      'https://gulf.example.com',
    );
    // Named in the reader's language.
    expect(profile).toHaveTextContent(locale === 'ar' ? 'البحرين' : 'Bahrain');
    await screen.findAllByTestId('product-card');
    expect(api.find('GET', '/api/products/16/sellers')[0]?.search).toBe('?page=2&perPage=24');
  });

  it("says 'no items to show' for an account that sells nothing", async () => {
    fakeApi({ 'GET /api/users/7': { body: publicUser({ id: 7, seller: null, accountType: 1 }) } });
    await renderApp({ locale, path: `${prefix}/sellers/7` });
    expect(await screen.findByTestId('no-items')).toHaveTextContent(shownText('error.noItems', locale));
  });

  it('shows the 404 page for a seller that does not exist, or an id that is not one', async () => {
    fakeApi({ 'GET /api/users/999': { status: 404, body: errorBody('not_found', '404 Not Found') } });
    const first = await renderApp({ locale, path: `${prefix}/sellers/999` });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    first.unmount();
    await renderApp({ locale, path: `${prefix}/sellers/abc` });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
