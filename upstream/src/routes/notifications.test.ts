/**
 * Notifications and what causes them (spec §4 types): favourites and follows (with their own
 * calls), a followed seller publishing, and a new member's welcome (barter requests have their own
 * tests, requests.test.ts);
 * the list (newest first, 30 a page, unread count, in the request language), marking one or all
 * read, and the pushes written in the recipient's language.
 */
import { calls, type Notification, type Product } from '@badal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, filesForm, gradientPng, login, startPushReceiver } from '../test/api-client.js';
import { startTestUpstream, type TestUpstream } from '../testing.js';

describe('notifications, favourites and follows', () => {
  let upstream: TestUpstream;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  let api: ApiClient;
  let fan: { token: string; id: number };
  let owner: { token: string; id: number; sellerId: number };
  let product: Product;

  const list = async (token: string, query = '', lang?: string) =>
    calls.notifications.response.parse((await api.get(`/users/notifications${query}`, { token, lang })).body);

  beforeAll(async () => {
    receiver = await startPushReceiver();
    upstream = await startTestUpstream({ pushWebhookUrl: receiver.url });
    api = apiClient(upstream.url);
    // A plain member who follows nobody yet (the demo account's seed follows some accounts).
    const fanToken = await login(api, 'jassim.kharafi', 'badal1234');
    fan = { token: fanToken, id: (await api.get('/users/self', { token: fanToken })).body.id };
    const ownerToken = await login(api, 'seller', 'seller1234');
    const self = (await api.get('/users/self', { token: ownerToken })).body;
    owner = { token: ownerToken, id: self.id, sellerId: self.seller.id };
    const slug = (await api.get(`/products/${owner.sellerId}/sellers?perPage=1`)).body.data[0].slug;
    product = (await api.get(`/products/${slug}`)).body;
  });
  afterAll(async () => {
    await upstream?.close();
    await receiver?.close();
  });

  it('starts with an empty list for an account nothing has happened to', async () => {
    const empty = await list(owner.token);
    expect(empty).toEqual({
      notifications: [],
      unreadCount: 0,
      meta: { currentPage: 1, perPage: 30, total: 0, lastPage: 1 },
    });
  });

  it('favourites: add (the seller is notified once), list, remove; unknown products are 404', async () => {
    const add = () => api.post('/products/add-favorite', { productId: product.id }, { token: fan.token });
    const seeded = calls.favoriteProducts.response.parse(
      (await api.get('/products/favorite/get', { token: fan.token })).body,
    ).meta.total;
    expect(await add()).toMatchObject({ status: 200, body: { message: 'Added to your favourites.' } });
    expect((await add()).status).toBe(200);
    expect((await api.get(`/products/${product.slug}`, { token: fan.token })).body.isFavorite).toBe(true);

    const favourites = calls.favoriteProducts.response.parse(
      (await api.get('/products/favorite/get?perPage=5', { token: fan.token })).body,
    );
    // The newest favourite first, after the member's seeded ones.
    expect(favourites.data[0]?.slug).toBe(product.slug);
    expect(favourites.meta).toMatchObject({ perPage: 5, total: seeded + 1 });

    const notes = await list(owner.token);
    expect(notes.unreadCount).toBe(1);
    expect(notes.notifications[0]).toMatchObject({
      type: 'favorite',
      title: 'Your product was favourited',
      value: product.slug,
      read: false,
      sender: { id: fan.id, fullName: expect.any(String) },
      data: { type: 5, value: product.slug },
    });
    expect(notes.notifications[0]?.body).toContain(product.name.slice(0, 20));
    const pushed = await receiver.waitFor((p) => p.body.event === 'notification' && p.body.data.type === 'favorite');
    expect(pushed.body.userId).toBe(owner.id);

    const remove = await api.post(
      `/products/${product.id}/delete-favorite`,
      {},
      { token: fan.token, method: 'DELETE' },
    );
    expect(remove).toMatchObject({ status: 200, body: { message: 'Removed from your favourites.' } });
    expect((await api.get(`/products/${product.slug}`, { token: fan.token })).body.isFavorite).toBe(false);
    expect(
      (await api.post(`/products/${product.id}/delete-favorite`, {}, { token: fan.token, method: 'DELETE' })).status,
    ).toBe(200);
    expect(
      (await api.post('/products/999999/delete-favorite', {}, { token: fan.token, method: 'DELETE' })).status,
    ).toBe(404);
    expect((await api.post('/products/add-favorite', { productId: 999_999 }, { token: fan.token })).status).toBe(404);
    expect((await api.post('/products/add-favorite', { productId: 'x' }, { token: fan.token })).body.errors).toEqual({
      productId: ['validation.invalid'],
    });
    // Favouriting one's own product notifies nobody.
    await api.post('/products/add-favorite', { productId: product.id }, { token: owner.token });
    expect((await list(owner.token)).notifications).toHaveLength(1);
  });

  it('follows: follow (notified once), the followed products, unfollow; oneself is 422, nobody 404', async () => {
    const follow = () => api.post('/accounts/follow', { accountId: owner.id }, { token: fan.token });
    expect(await follow()).toMatchObject({ status: 200, body: { message: 'You are following this account.' } });
    expect((await follow()).status).toBe(200);
    const notes = await list(owner.token);
    expect(notes.notifications[0]).toMatchObject({
      type: 'follow',
      title: 'New follower',
      value: String(fan.id),
      data: { type: 4, value: String(fan.id) },
    });
    expect(notes.notifications.filter((n) => n.type === 'follow')).toHaveLength(1);

    const following = calls.followingProducts.response.parse(
      (await api.get('/accounts/following/products?perPage=3', { token: fan.token })).body,
    );
    expect(following.data).toHaveLength(3);
    const ownerProducts = (await api.get(`/products/${owner.sellerId}/sellers?perPage=3`)).body;
    expect(following.data.map((p) => p.slug)).toEqual(ownerProducts.data.map((p: Product) => p.slug));
    expect(following.meta.total).toBe(ownerProducts.meta.total);

    expect((await api.post('/accounts/follow', { accountId: fan.id }, { token: fan.token })).body.errors).toEqual({
      accountId: ['validation.ownAccount'],
    });
    expect((await api.post('/accounts/follow', { accountId: 999_999 }, { token: fan.token })).status).toBe(404);
    expect((await api.post('/accounts/999999/follow', {}, { token: fan.token, method: 'DELETE' })).status).toBe(404);
  });

  it("a followed seller's new product notifies the follower, with its slug", async () => {
    const cars = (await api.get('/categories/cars/mini')).body;
    await api.post('/ad/category', { categoryId: cars.id }, { token: owner.token });
    const attributes = [
      { id: cars.filters[0].id, values: [cars.filters[0].options[0].value] },
      { id: cars.filters[1].id, value: String(cars.filters[1].min) },
      { id: cars.filters[2].id, value: String(cars.filters[2].min) },
    ];
    await api.form(
      '/ad/details',
      {
        name: 'Nissan Patrol 2020',
        description: 'Clean.',
        price: '9000',
        sellType: 'sell',
        attributes: JSON.stringify(attributes),
      },
      { token: owner.token },
    );
    const png = await gradientPng(40, 30);
    await api.multipart('/ad/images', filesForm('images[]', [{ name: 'p.png', data: png }]), { token: owner.token });
    await api.post('/ad/location', { latitude: 29.3, longitude: 48, address: 'Hawalli' }, { token: owner.token });
    const published = await api.post('/ad/finish', {}, { token: owner.token });
    expect(published.status).toBe(200);
    const slug = published.body.product.slug;
    const notes = await list(fan.token);
    expect(notes.notifications[0]).toMatchObject({
      type: 'products',
      value: slug,
      data: { type: 1, value: slug },
      sender: { id: owner.id },
    });
    expect(notes.notifications[0]?.body).toContain('Nissan Patrol 2020');
    await receiver.waitFor((p) => p.body.userId === fan.id && p.body.data.value === slug);

    const unfollow = await api.post(`/accounts/${owner.id}/follow`, {}, { token: fan.token, method: 'DELETE' });
    expect(unfollow).toMatchObject({ status: 200, body: { message: 'You no longer follow this account.' } });
    const none = (await api.get('/accounts/following/products', { token: fan.token })).body;
    expect(none).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('answers in the request language and pushes in the language the recipient last used', async () => {
    const arabic = await list(owner.token, '', 'ar');
    expect(arabic.notifications.map((n) => n.title)).toContain('متابع جديد');
    // The owner now uses Arabic (any call outside product and ad paths says so).
    await api.get('/users/self', { token: owner.token, lang: 'ar' });
    await api.post('/accounts/follow', { accountId: owner.id }, { token: await login(api, 'company', 'company1234') });
    const pushed = await receiver.waitFor(
      (p) => p.body.userId === owner.id && p.body.event === 'notification' && p.body.data.title === 'متابع جديد',
    );
    expect(pushed.body.data.body).toMatch(/^بدأ .+ بمتابعتك\.$/);
    // Product paths are sent in English whatever the user reads: they do not change it.
    await api.get(`/products/${product.slug}`, { token: owner.token, lang: 'en' });
    const hamad = await login(api, 'hamad.azmi', 'badal1234');
    await api.post('/accounts/follow', { accountId: owner.id }, { token: hamad });
    const next = await receiver.waitFor(
      (p) => p.body.userId === owner.id && p.body.data.sender?.fullName === 'Hamad Al-Azmi',
    );
    expect(next.body.data.title).toBe('متابع جديد');
  });

  it('pages newest first, marks one read (404 for others), then all', async () => {
    const page = await list(owner.token, '?perPage=2&page=1');
    expect(page.meta).toEqual({ currentPage: 1, perPage: 2, total: 4, lastPage: 2 });
    expect(page.unreadCount).toBe(4);
    const times = page.notifications.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const first = page.notifications[0] as Notification;
    expect((await api.post(`/users/notifications/${first.id}`, {}, { token: fan.token, method: 'PUT' })).status).toBe(
      404,
    );
    expect((await api.post('/users/notifications/999999', {}, { token: owner.token, method: 'PUT' })).status).toBe(404);
    const read = await api.post(`/users/notifications/${first.id}`, {}, { token: owner.token, method: 'PUT' });
    expect(read).toMatchObject({ status: 200, body: { message: 'The notification was marked as read.' } });
    const after = await list(owner.token);
    expect(after.unreadCount).toBe(3);
    expect(after.notifications.find((n) => n.id === first.id)?.read).toBe(true);

    const all = await api.post('/users/notifications/all', {}, { token: owner.token, method: 'PUT' });
    expect(all).toMatchObject({ status: 200, body: { message: 'All notifications were marked as read.' } });
    const done = await list(owner.token);
    expect(done.unreadCount).toBe(0);
    expect(done.notifications.every((n) => n.read)).toBe(true);
    expect((await list(fan.token)).unreadCount).toBeGreaterThan(0);
  });

  it('welcomes a member whose phone is verified', async () => {
    const person = {
      fullName: 'Noura Al-Sabah',
      userName: 'noura.welcome',
      email: 'noura.welcome@example.com',
      phone: '51239876',
      password: 'sesame99',
      passwordConfirmation: 'sesame99',
    };
    expect((await api.post('/register', person)).status).toBe(201);
    const [sms] = await upstream.readOutbox(person.phone);
    const signedIn = await api.get(`/authentication/message/check-code?number=${person.phone}&code=${sms?.code}`);
    const notes = await list(signedIn.body.access_token);
    expect(notes.notifications).toMatchObject([
      { type: 'welcome', title: 'Welcome to Badal', sender: null, value: null, data: { type: 3, value: null } },
    ]);
    expect(notes.notifications[0]?.body).toContain('Noura Al-Sabah');
  });
});
