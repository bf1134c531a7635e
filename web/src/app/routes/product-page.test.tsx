import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { product, productCards } from '../../test/catalogue-fixtures';
import { errorBody, fakeApi } from '../../test/fake-api';
import { bootstrapFor, categories, selfUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { shownText } from '../../test/shown-text';

const top = categories[0]!;
const path = `/categories/${top.slug}/products/toyota-land-cruiser-2020`;
// Intl output carries no-break spaces and direction marks; compare what a reader sees.
const visible = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

const ui = {
  en: {
    price: /KWD 10,000\.400/,
    before: /KWD 12,500\.500/,
    terms: '20% off · 3 days left',
    tags: ['Sale or barter', 'Used'],
    mileage: '84,000 km',
    yes: 'Yes',
    sellerLine: 'Seller · Kuwait',
    favorite: 'Add to favorites',
    chat: 'Chat with the seller',
    barter: 'Offer a barter',
    follow: 'Follow',
    copy: 'Copy link',
    copied: 'Link copied',
    next: 'Next picture',
    similar: 'Similar ads',
    mapGone: 'The map cannot be shown right now.',
    mapLoading: 'Loading the map…',
  },
  ar: {
    price: /^KWD 10,000\.400$/,
    before: /KWD 12,500\.500/,
    terms: 'خصم 20٪ · 3 أيام متبقية',
    tags: ['بيع أو مقايضة', 'مستعمل'],
    mileage: '84,000 km',
    yes: 'نعم',
    sellerLine: 'بائع · الكويت',
    favorite: 'أضف إلى المفضلة',
    chat: 'راسل البائع',
    barter: 'اعرض مقايضة',
    follow: 'متابعة',
    copy: 'نسخ الرابط',
    copied: 'تم نسخ الرابط',
    next: 'الصورة التالية',
    similar: 'إعلانات مشابهة',
    mapGone: 'لا يمكن عرض الخريطة الآن.',
    mapLoading: 'جارٍ تحميل الخريطة…',
  },
} as const;

const productApi = (overrides = {}) =>
  fakeApi({
    'GET /api/products/toyota-land-cruiser-2020': { body: product(overrides) },
    'GET /api/products/toyota-land-cruiser-2020/related-products': { body: productCards(2, 50) },
  });

describe.each(['en', 'ar'] as const)('product page (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];
  afterEach(() => {
    // Undo the layout the map test gives jsdom.
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  });

  it('shows pictures, prices, sale type, condition, attributes, description, seller and similar ads', async () => {
    productApi();
    const { user } = await renderApp({ locale, path: `${prefix}${path}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Land Cruiser 2020' })).toBeInTheDocument();
    // The main picture comes first, whatever its place in the list.
    const gallery = screen.getByRole('region', { name: locale === 'ar' ? 'الصور' : 'Pictures' });
    const stage = gallery.querySelector('.gallery-stage img')!;
    expect(stage).toHaveAttribute('src', '/media/p/2.png');
    await user.click(within(gallery).getByRole('button', { name: t.next }));
    expect(gallery.querySelector('.gallery-stage img')).toHaveAttribute('src', '/media/p/1.png');

    const price = screen.getByTestId('product-price');
    expect(visible(price.querySelector('.product-price-main')!.textContent)).toMatch(t.price);
    expect(visible(screen.getByTestId('price-before-sale').textContent)).toMatch(t.before);
    expect(visible(price.querySelector('.sale-price-terms')!.textContent)).toBe(t.terms);
    for (const tag of t.tags) expect(screen.getByText(tag, { selector: '.product-tag' })).toBeInTheDocument();

    const attributes = screen.getByTestId('product-attributes');
    expect(within(attributes).getByText('Toyota')).toBeInTheDocument();
    expect(visible(within(attributes).getByText(/km/).textContent)).toMatch(t.mileage);
    expect(within(attributes).getByText('White')).toBeInTheDocument();
    expect(within(attributes).getByText(t.yes)).toBeInTheDocument();
    expect(screen.getByText(/One owner, agency serviced\./)).toBeInTheDocument();

    const seller = screen.getByTestId('seller-card');
    expect(within(seller).getByRole('link', { name: 'Yousef Al-Awadhi' })).toHaveAttribute(
      'href',
      `${prefix}/sellers/19`,
    );
    expect(seller).toHaveTextContent(t.sellerLine);

    const similar = await screen.findByRole('region', { name: t.similar });
    expect(within(similar).getAllByTestId('product-card')).toHaveLength(2);
  });

  it("shows 'KWD 0.000' for a price that is not a number, and no sale price when no sale runs", async () => {
    productApi({ price: null, secondPrice: null, sale: null });
    await renderApp({ locale, path: `${prefix}${path}` });
    expect(await screen.findByTestId('product-price')).toHaveTextContent('KWD 0.000');
    expect(screen.queryByTestId('price-before-sale')).not.toBeInTheDocument();
  });

  it('sends a visitor who wants to favourite, chat, barter or follow to login, and back here after', async () => {
    productApi();
    await renderApp({ locale, path: `${prefix}${path}?from=home` });
    const login = `${prefix}/login?redirectTo=${encodeURIComponent(`${prefix}${path}?from=home`)}`;
    for (const name of [t.favorite, t.chat, t.barter, t.follow])
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', login);
  });

  it('gives members working favourite, chat and follow buttons (barter has not landed yet)', async () => {
    productApi();
    await renderApp({ locale, path: `${prefix}${path}`, bootstrap: bootstrapFor(locale, selfUser()) });
    const actions = await screen.findByTestId('member-actions');
    expect(await within(actions).findByRole('button', { name: t.favorite })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: t.chat })).toHaveAttribute(
      'href',
      `${prefix}/chats/contacts/19?slug=toyota-land-cruiser-2020`,
    );
    expect(within(actions).queryByRole('link', { name: t.barter })).not.toBeInTheDocument();
    const seller = screen.getByTestId('seller-card');
    expect(await within(seller).findByRole('button', { name: t.follow })).toBeInTheDocument();
    expect(screen.queryByTestId('follow-login')).not.toBeInTheDocument();
  });

  it('offers the seller no favourite, chat or follow on their own product', async () => {
    productApi();
    await renderApp({ locale, path: `${prefix}${path}`, bootstrap: bootstrapFor(locale, selfUser({ id: 19 })) });
    await screen.findByTestId('seller-card');
    expect(screen.queryByTestId('member-actions')).not.toBeInTheDocument();
    expect(screen.queryByTestId('follow-toggle')).not.toBeInTheDocument();
  });

  it('copies the link, and says so when the clipboard is not available', async () => {
    productApi();
    const { user } = await renderApp({ locale, path: `${prefix}${path}` });
    await user.click(await screen.findByRole('button', { name: t.copy }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent(t.copied);
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${prefix}${path}`);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: t.copy }));
    await waitFor(() => expect(screen.getByTestId('snackbar')).toHaveTextContent(shownText('error.clipboard', locale)));
  });

  it('draws the map from the configured tile server, and shows the address alone when tiles fail', async () => {
    // jsdom has no layout: give the map a size so Leaflet asks for tiles.
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 300 });
    productApi();
    await renderApp({ locale, path: `${prefix}${path}` });
    const map = await screen.findByTestId('product-map');
    const tiles = await waitFor(() => {
      const found = map.querySelectorAll<HTMLImageElement>('img.leaflet-tile');
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(tiles[0]!.src).toMatch(/^https:\/\/tiles\.example\/14\/\d+\/\d+\.png$/);
    expect(screen.getByTestId('product-address')).toHaveTextContent('Salmiya, block 4');
    // No tile yet: the frame says so instead of standing empty.
    expect(screen.getByTestId('map-loading')).toHaveTextContent(t.mapLoading);
    act(() => {
      tiles[0]!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByTestId('map-unavailable')).toHaveTextContent(t.mapGone);
    expect(screen.queryByTestId('product-map')).not.toBeInTheDocument();
    expect(screen.queryByTestId('map-loading')).not.toBeInTheDocument();
    expect(screen.getByTestId('product-address')).toHaveTextContent('Salmiya, block 4');
  });

  it('shows the 404 page for a product that does not exist', async () => {
    fakeApi({ 'GET /api/products/gone': { status: 404, body: errorBody('not_found', '404 Not Found') } });
    await renderApp({ locale, path: `${prefix}/categories/${top.slug}/products/gone` });
    expect(await screen.findByTestId('not-found')).toHaveTextContent(shownText('error.notFound', locale));
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });

  it('says an ad an operator hid was removed, rather than not found', async () => {
    fakeApi({
      'GET /api/products/hidden': { status: 404, body: errorBody('ad_removed', 'This ad was removed by Badal.') },
    });
    await renderApp({ locale, path: `${prefix}/categories/${top.slug}/products/hidden` });
    expect(await screen.findByTestId('ad-removed')).toHaveTextContent(shownText('product.removed', locale));
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });
});
