/**
 * GET /products/{slug} (views, isFavorite), /mini, /related-products, /products/{sellerId}/sellers,
 * and the seller on GET /users/{id}.
 */
import { calls, type Product } from '@badal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlannedProduct, planProducts } from '../seed/catalogue/product-plan.js';
import { seededProducts } from '../seed/demo-trades.js';
import { plannedFavorites } from '../seed/seed-products.js';
import { type ApiClient, apiClient, login } from '../test/api-client.js';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

const plan = seededProducts();
const bySlug = new Map(plan.map((p) => [p.slug, p]));

describe('products', () => {
  let upstream: TestUpstream;
  let api: ApiClient;
  let demoToken: string;
  const car = plan.find((p) => p.subSlug === 'cars' && p.language === 'en' && p.pictures.length > 1) as PlannedProduct;

  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    api = apiClient(upstream.url);
    demoToken = await login(api, 'demo', 'demo1234');
  });
  afterAll(() => upstream?.close());

  it('GET /products/{slug} answers the whole product and counts the view', async () => {
    const first = calls.productBySlug.response.parse((await api.get(`/products/${car.slug}`)).body);
    expect(first).toMatchObject({
      slug: car.slug,
      name: car.name,
      description: car.description,
      code: car.code,
      price: car.price,
      sellType: car.sellType,
      isNew: car.isNew,
      isFavorite: null,
      location: car.location,
      categories: [{ slug: 'vehicles' }, { slug: 'cars' }],
    });
    expect(first.views).toBe(car.views + 1);
    expect(first.images.map((i) => [i.isMain, i.width, i.height])).toEqual(
      car.pictures.map((_, n) => [n === 0, 320, 240]),
    );
    expect(first.seller).toMatchObject({ userName: car.sellerUserName, country: 'Kuwait' });
    expect([2, 3]).toContain(first.seller.accountType);
    // Every attribute the product has, with its value or chosen labels.
    const byName = new Map(first.attributes.map((a) => [a.name, a]));
    expect(byName.get('Make')).toMatchObject({ type: 2, value: null, values: [expect.any(String)] });
    expect(byName.get('Model year')?.value).toMatch(/^\d{4}$/);
    expect(byName.get('Mileage')).toMatchObject({ type: 1, unit: 'km' });
    expect(byName.get('Colour')?.value).toMatch(/^#[0-9a-f]{6}$/);
    expect(['true', 'false']).toContain(byName.get('Accident-free')?.value);
    expect(['Yes', 'No']).toContain(byName.get('Serviced at the agency')?.values[0]);

    const again = (await api.get(`/products/${car.slug}`)).body as Product;
    expect(again.views).toBe(first.views + 1);
  });

  it('names attributes and categories in the request language, the product text as written', async () => {
    const ar = (await api.get(`/products/${car.slug}`, { lang: 'ar' })).body as Product;
    expect(ar.name).toBe(car.name);
    expect(ar.categories.map((c) => c.name)).toEqual(['مركبات', 'سيارات']);
    expect(ar.attributes.map((a) => a.name)).toContain('الشركة المصنعة');
    expect(ar.attributes.find((a) => a.name === 'المسافة المقطوعة')?.unit).toBe('كم');
  });

  it('isFavorite is true or false for a signed-in user, null for a visitor', async () => {
    // Favourites are drawn from the catalogue (the demo account's own products are not among them).
    const fans = plannedFavorites(planProducts());
    const liked = fans.find((f) => f.userName === 'demo')?.slug as string;
    const other = plan.find((p) => !fans.some((f) => f.userName === 'demo' && f.slug === p.slug));
    expect((await api.get(`/products/${liked}`, { token: demoToken })).body.isFavorite).toBe(true);
    expect((await api.get(`/products/${other?.slug}`, { token: demoToken })).body.isFavorite).toBe(false);
    expect((await api.get(`/products/${liked}`)).body.isFavorite).toBeNull();
    // Sign-in is optional here: a stale or bogus token reads the page as a visitor would.
    const stale = await api.get(`/products/${liked}`, { token: 'nonsense' });
    expect(stale).toMatchObject({ status: 200, body: { isFavorite: null } });
  });

  it('GET /products/{slug}/mini answers the brief form', async () => {
    const mini = await api.get(`/products/${car.slug}/mini`);
    expect(mini.status).toBe(200);
    expect(Object.keys(mini.body).sort()).toEqual(
      ['categories', 'currency', 'id', 'image', 'name', 'price', 'sellType', 'slug'].sort(),
    );
    expect(mini.body).toMatchObject({ slug: car.slug, currency: 'KWD' });
  });

  it('related products: same sub-category first, then the same top category, at most 12, never itself', async () => {
    const boat = plan.find((p) => p.subSlug === 'boats') as PlannedProduct;
    const related = calls.relatedProducts.response.parse(
      (await api.get(`/products/${boat.slug}/related-products`)).body,
    );
    expect(related).toHaveLength(12);
    expect(related.map((c) => c.slug)).not.toContain(boat.slug);
    const subs = related.map((c) => c.categories[1]?.slug);
    const sameSub = plan.filter((p) => p.subSlug === 'boats').length - 1;
    expect(subs.slice(0, Math.min(12, sameSub)).every((s) => s === 'boats')).toBe(true);
    expect(subs.slice(sameSub).every((s) => s !== 'boats')).toBe(true);
    expect(related.every((c) => c.categories[0]?.slug === 'vehicles')).toBe(true);
  });

  it("GET /products/{sellerId}/sellers pages a seller's products, newest first", async () => {
    const product = (await api.get(`/products/${car.slug}`)).body as Product;
    const theirs = plan.filter((p) => p.sellerUserName === car.sellerUserName);
    const page = calls.sellerProducts.response.parse(
      (await api.get(`/products/${product.seller.id}/sellers?perPage=5&page=2`)).body,
    );
    expect(page.meta).toEqual({
      currentPage: 2,
      perPage: 5,
      total: theirs.length,
      lastPage: Math.ceil(theirs.length / 5),
    });
    const newest = [...theirs].sort((a, b) => a.minutesAgo - b.minutesAgo).slice(5, 10);
    expect(page.data.map((c) => c.slug)).toEqual(newest.map((p) => p.slug));
    for (const card of page.data) expect(bySlug.get(card.slug)?.sellerUserName).toBe(car.sellerUserName);
  });

  it('GET /users/{id} names the seller profile of seller and company accounts, null for users who never sold', async () => {
    const product = (await api.get(`/products/${car.slug}`)).body as Product;
    const seller = await api.get(`/users/${product.seller.userId}`);
    expect(calls.showUser.response.parse(seller.body)).toMatchObject({ seller: { id: product.seller.id } });
    const plain = await login(api, 'omar.rifai', 'badal1234');
    const self = (await api.get('/users/self', { token: plain })).body;
    expect((await api.get(`/users/${self.id}`)).body.seller).toBeNull();
    // The demo user has published ads of its own, so it has a seller profile as a plain user.
    const demo = (await api.get('/users/self', { token: demoToken })).body;
    expect(demo).toMatchObject({ accountType: 1, seller: { id: expect.any(Number) } });
  });

  it('unknown products and sellers are 404s; malformed ones too', async () => {
    for (const path of [
      '/products/no-such-product',
      '/products/no-such-product/mini',
      '/products/no-such-product/related-products',
      '/products/2147483647/sellers',
      '/products/Not_A_Slug',
      '/products/abc/sellers',
      '/products/0/sellers',
    ]) {
      const answer = await api.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ message: '404 Not Found', error: '404 Not Found' });
    }
    expect((await api.get('/products/1/sellers?perPage=61')).status).toBe(422);
  });

  it('serves the generated pictures as PNG files of the stored size', async () => {
    const product = (await api.get(`/products/${car.slug}`)).body as Product;
    for (const image of product.images) {
      for (const [url, width] of [
        [image.url, 320],
        [image.thumbnailUrl, 160],
      ] as const) {
        const response = await fetch(`${upstream.origin}${new URL(url).pathname}`);
        expect(response.headers.get('content-type')).toBe('image/png');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.readUInt32BE(16)).toBe(width);
        expect(bytes.readUInt32BE(20)).toBe((width * 3) / 4);
      }
    }
  });
});
