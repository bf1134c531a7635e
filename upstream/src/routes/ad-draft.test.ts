/**
 * The place-an-ad wizard (spec §7 "Ad draft", §4 step mapping): every call's success and its
 * refusals — steps out of order, unknown categories, too few or mistyped attributes, bad prices,
 * wrong or lying image files, too many images, bad coordinates, another user's image — each
 * leaving the draft and the storage as they were; finish publishing a product the search finds at
 * once; discard removing the draft and its files; GET /products/mine.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AdDraft,
  AttributeType,
  type CategoryDetail,
  type CategoryFilter,
  calls,
  clientStepFor,
  type Product,
  stepPageFor,
} from '@badal/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, settings } from '../db/schema.js';
import { pictureSize } from '../services/images/picture.js';
import {
  type ApiClient,
  apiClient,
  filesForm,
  gradientPicture,
  gradientPng,
  login,
  noisePicture,
  PNG_1PX,
} from '../test/api-client.js';
import { startTestUpstream, type TestUpstream } from '../testing.js';

/** A value of the right type for a filter of GET /categories/{slug}/mini. */
const valueFor = (f: CategoryFilter): { id: number; value?: string; values?: string[] } => {
  switch (f.attributeType) {
    case AttributeType.boolean:
      return { id: f.id, value: 'true' };
    case AttributeType.number:
      return { id: f.id, value: String(f.min ?? 1) };
    case AttributeType.string:
      return { id: f.id, value: 'Full option' };
    case AttributeType.multiChoice:
    case AttributeType.multiOptions:
      return { id: f.id, values: [f.options[0]?.value ?? ''] };
    default:
      return { id: f.id, value: f.options[0]?.value ?? '' };
  }
};

const storedFiles = async (upstream: TestUpstream, userId: number): Promise<string[]> =>
  readdir(join(upstream.storageDir, 'ads', String(userId))).catch(() => []);

describe('ad draft', () => {
  let upstream: TestUpstream;
  let api: ApiClient;
  let token: string;
  let userId: number;
  let otherToken: string;
  let vehicles: CategoryDetail;
  let cars: CategoryDetail;
  let filters: Map<number, CategoryFilter>;
  let byType: (type: number) => CategoryFilter;
  let pngs: Buffer[];

  const draft = async (t = token): Promise<AdDraft> =>
    calls.getDraft.response.parse((await api.get('/ad', { token: t })).body);
  const details = (overrides: Record<string, string> = {}, attributes?: unknown) =>
    api.form(
      '/ad/details',
      {
        name: 'Toyota Land Cruiser zeppelinwhite 2019',
        description: 'Family car, serviced at the agency, no accidents.',
        code: 'LC-19',
        price: '12500',
        secondPrice: '13250.5',
        isFeatured: '1',
        sellType: 'sell/barter',
        attributes: JSON.stringify(
          attributes ?? [
            valueFor(byType(AttributeType.multiChoice)),
            valueFor(byType(AttributeType.number)),
            { id: byType(AttributeType.color).id, value: byType(AttributeType.color).options[1]?.color },
            valueFor(byType(AttributeType.boolean)),
            valueFor(byType(AttributeType.string)),
            { id: byType(AttributeType.yesNoMultiChoice).id, value: '' },
          ],
        ),
        ...overrides,
      },
      { token },
    );
  const images = (files: { name: string; data: Uint8Array; type?: string }[], t = token) =>
    api.multipart('/ad/images', filesForm('images[]', files), { token: t });

  beforeAll(async () => {
    upstream = await startTestUpstream();
    api = apiClient(upstream.url);
    // This new account's first ad is a car, which the spam rules would hold for review (held-ads.test.ts):
    // here no category is watched, so it is published at once.
    await upstream.db.update(settings).set({ value: '' }).where(eq(settings.key, 'reviewFirstAdCategories'));
    // A plain member who has never placed an ad (the demo account already has some).
    token = await login(api, 'shaikha.badr', 'badal1234');
    userId = (await api.get('/users/self', { token })).body.id;
    otherToken = await login(api, 'seller', 'seller1234');
    vehicles = (await api.get('/categories/vehicles/mini')).body;
    cars = (await api.get('/categories/cars/mini')).body;
    filters = new Map(cars.filters.map((f) => [f.id, f]));
    byType = (type) => cars.filters.find((f) => f.attributeType === type) as CategoryFilter;
    pngs = await Promise.all([gradientPng(800, 600), gradientPng(640, 480), gradientPng(300, 200)]);
  });
  afterAll(() => upstream?.close());

  it('GET /ad answers no draft at step 0 before anything is chosen', async () => {
    expect(await draft()).toEqual({ product: null, step: 0 });
    expect(stepPageFor(0)).toBe('select-category');
  });

  it('refuses every later step without a draft (422 step), and creates nothing', async () => {
    for (const answer of [
      await details(),
      await api.form('/ad/status', { isNew: '1' }, { token }),
      await images([{ name: 'a.png', data: pngs[0] as Buffer, type: 'image/png' }]),
      await api.post('/ad/location', { latitude: 29.3, longitude: 48, address: 'Salmiya' }, { token }),
      await api.post('/ad/finish', {}, { token }),
    ]) {
      expect(answer).toMatchObject({ status: 422, body: { errors: { step: ['validation.draftStep'] } } });
    }
    expect((await api.post('/ad/discard', {}, { token, method: 'DELETE' })).status).toBe(404);
    expect(await draft()).toEqual({ product: null, step: 0 });
    expect(await storedFiles(upstream, userId)).toEqual([]);
  });

  it('POST /ad/category: a top category → 1, a sub-category with brands → 2, a brand → 3; an unknown id → 422', async () => {
    const unknown = await api.post('/ad/category', { categoryId: 999_999 }, { token });
    expect(unknown).toMatchObject({ status: 422, body: { errors: { categoryId: ['validation.invalid'] } } });
    expect(await draft()).toEqual({ product: null, step: 0 });

    const top = calls.chooseCategory.response.parse(
      (await api.post('/ad/category', { categoryId: vehicles.id }, { token })).body,
    );
    expect(top).toMatchObject({ step: 1, product: { categoryIds: [vehicles.id], categoryId: vehicles.id } });
    expect(top.product?.subCategoryId).toBeNull();
    expect([clientStepFor(top.step), stepPageFor(top.step)]).toEqual([3, 'select-brand']);

    // The demo tree has two levels; a brand under Cars makes the third for this test.
    const [brand] = await upstream.db
      .insert(categories)
      .values({ parentId: cars.id, slug: 'toyota-test-brand', nameEn: 'Toyota', nameAr: 'تويوتا' })
      .returning();
    try {
      const sub = (await api.post('/ad/category', { categoryId: cars.id }, { token })).body as AdDraft;
      expect(sub).toMatchObject({ step: 2, product: { categoryIds: [vehicles.id, cars.id], subCategoryId: cars.id } });
      expect(clientStepFor(sub.step)).toBe(3);
      const leaf = (await api.post('/ad/category', { categoryId: brand?.id }, { token })).body as AdDraft;
      expect(leaf).toMatchObject({
        step: 3,
        product: { categoryIds: [vehicles.id, cars.id, brand?.id], formTitle: 'Toyota' },
      });
      expect([clientStepFor(leaf.step), stepPageFor(leaf.step)]).toEqual([4, 'set-details']);
    } finally {
      await upstream.db.delete(categories).where(eq(categories.id, brand?.id as number));
    }

    // Cars itself has no children now: choosing it completes the category.
    const complete = (await api.post('/ad/category', { categoryId: cars.id }, { token })).body as AdDraft;
    expect(complete).toMatchObject({ step: 3, product: { categoryIds: [vehicles.id, cars.id], formTitle: 'Cars' } });
    const arabic = (await api.get('/ad', { token, lang: 'ar' })).body as AdDraft;
    expect(arabic.product?.formTitle).toBe('سيارات');
  });

  it('refuses images and a location before the details (422 step)', async () => {
    const early = await images([{ name: 'a.png', data: pngs[0] as Buffer, type: 'image/png' }]);
    expect(early).toMatchObject({ status: 422, body: { errors: { step: ['validation.draftStep'] } } });
    const location = await api.post('/ad/location', { latitude: 29.3, longitude: 48, address: 'Salmiya' }, { token });
    expect(location.status).toBe(422);
    expect(await storedFiles(upstream, userId)).toEqual([]);
  });

  it('POST /ad/details refuses too few attributes, mistyped values, foreign attributes and bad prices', async () => {
    const before = await draft();
    const number = byType(AttributeType.number);
    const choice = byType(AttributeType.multiChoice);
    const colour = byType(AttributeType.color);
    const filled = [valueFor(byType(AttributeType.boolean)), valueFor(byType(AttributeType.string))];
    const foreign = (await api.get('/categories/mobile-phones/mini')).body.filters[0] as CategoryFilter;
    const cases: [Record<string, string>, unknown, string, string][] = [
      [{}, [...filled, { id: choice.id, values: [] }], 'attributes', 'validation.minAttributes'],
      [{}, [...filled, { id: number.id, value: 'two thousand' }], 'attributes.2.value', 'validation.invalid'],
      [
        {},
        [...filled, { id: number.id, value: String((number.max ?? 0) + 1) }],
        'attributes.2.value',
        'validation.invalid',
      ],
      [{}, [...filled, { id: choice.id, values: ['not-a-make'] }], 'attributes.2.value', 'validation.invalid'],
      [{}, [...filled, { id: colour.id, value: '#123456' }], 'attributes.2.value', 'validation.invalid'],
      [{}, [...filled, { id: foreign.id, value: 'x' }], 'attributes.2.id', 'validation.invalid'],
      [
        {},
        [...filled, { id: choice.id, values: [choice.options[0]?.value] }, valueFor(choice)],
        'attributes.3.id',
        'validation.invalid',
      ],
      [
        {},
        [filled[0], valueFor(choice), { id: byType(AttributeType.string).id, value: '<b>bold</b>' }],
        'attributes.2.value',
        'validation.unsafeText',
      ],
      [{ price: '0' }, undefined, 'price', 'validation.nonNegativeNumber'],
      [{ price: '-5' }, undefined, 'price', 'validation.nonNegativeNumber'],
      [{ price: 'free' }, undefined, 'price', 'validation.nonNegativeNumber'],
      [{ name: '' }, undefined, 'name', 'validation.required'],
      [{ sellType: 'gift' }, undefined, 'sellType', 'validation.invalid'],
      [{ attributes: 'not json' }, undefined, 'attributes', 'validation.invalid'],
    ];
    for (const [overrides, attributes, field, key] of cases) {
      const answer = await details(overrides, attributes);
      expect(answer.status, JSON.stringify(overrides) + JSON.stringify(attributes)).toBe(422);
      expect(answer.body.errors[field], `${field} of ${JSON.stringify(attributes ?? overrides)}`).toEqual([key]);
    }
    expect(await draft()).toEqual(before);
  });

  it('POST /ad/details saves a valid form and normalises the attributes (step 4)', async () => {
    const answer = await details();
    expect(answer.status).toBe(200);
    const saved = calls.saveDetails.response.parse(answer.body);
    const colour = byType(AttributeType.color);
    expect(saved).toMatchObject({
      step: 4,
      product: {
        name: 'Toyota Land Cruiser zeppelinwhite 2019',
        code: 'LC-19',
        price: '12500.000',
        secondPrice: '13250.500',
        isFeatured: true,
        sellType: 'sell/barter',
        isNew: null,
      },
    });
    const attributes = new Map(saved.product?.attributes.map((a) => [a.id, a]));
    // The colour was sent as its hex and is kept as the option's value; the empty yes/no is not kept.
    expect(attributes.get(colour.id)).toEqual({ id: colour.id, value: colour.options[1]?.value, values: [] });
    expect(attributes.get(byType(AttributeType.multiChoice).id)?.values).toHaveLength(1);
    expect(attributes.has(byType(AttributeType.yesNoMultiChoice).id)).toBe(false);
    expect(saved.product?.attributes.every((a) => filters.has(a.id))).toBe(true);
    expect([clientStepFor(saved.step), stepPageFor(saved.step)]).toEqual([5, 'set-images']);

    const status = calls.saveStatus.response.parse((await api.form('/ad/status', { isNew: '1' }, { token })).body);
    expect(status).toMatchObject({ step: 4, product: { isNew: true } });
    const bad = await api.form('/ad/status', { isNew: 'maybe' }, { token });
    expect(bad).toMatchObject({ status: 422, body: { errors: { isNew: ['validation.invalid'] } } });
  });

  it('POST /ad/images refuses other formats, lying names and too many images, keeping no file', async () => {
    const before = await draft();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const refused = [
      await images([{ name: 'cat.gif', data: gif, type: 'image/gif' }]),
      await images([{ name: 'photo.jpg', data: Buffer.from('<html>not a photo</html>'), type: 'image/jpeg' }]),
      await images([
        { name: 'ok.png', data: PNG_1PX, type: 'image/png' },
        { name: 'page.png', data: Buffer.from('%PDF-1.4'), type: 'image/png' },
      ]),
    ];
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 422, body: { errors: { images: ['validation.fileType'] } } });
    }
    const eleven = Array.from({ length: 11 }, (_, n) => ({ name: `p${n}.png`, data: PNG_1PX, type: 'image/png' }));
    expect(await images(eleven)).toMatchObject({
      status: 422,
      body: { errors: { images: ['validation.tooManyFiles'] } },
    });
    expect((await images([])).body.errors).toEqual({ images: ['validation.file'] });
    expect(await draft()).toEqual(before);
    expect(await storedFiles(upstream, userId)).toEqual([]);
  });

  it('POST /ad/images stores pictures with thumbnails; the first is main (step 5)', async () => {
    const answer = await images([
      { name: 'front.png', data: pngs[0] as Buffer, type: 'image/png' },
      { name: 'side.png', data: pngs[1] as Buffer, type: 'image/png' },
      // A PNG with a .jpg name is the PNG it is.
      { name: 'back.jpg', data: pngs[2] as Buffer, type: 'image/jpeg' },
    ]);
    expect(answer.status).toBe(200);
    const saved = calls.addImages.response.parse(answer.body);
    expect(saved.step).toBe(5);
    expect([clientStepFor(saved.step), stepPageFor(saved.step)]).toEqual([6, 'select-location']);
    const list = saved.product?.images ?? [];
    expect(list.map((i) => i.main)).toEqual([true, false, false]);
    expect(list[2]?.url).toMatch(/\/storage\/ads\/\d+\/[0-9a-f]{24}\.png$/);
    const served = await fetch(list[0]?.url as string);
    expect(Buffer.from(await served.arrayBuffer()).equals(pngs[0] as Buffer)).toBe(true);
    const thumb = Buffer.from(await (await fetch(list[0]?.thumbnailUrl as string)).arrayBuffer());
    expect(await pictureSize(thumb)).toEqual({ width: 400, height: 300 });

    // A JPEG gets its thumbnail too, as a JPEG; adding more keeps the main image.
    const jpeg = calls.addImages.response.parse(
      (await images([{ name: 'dash.jpeg', data: await gradientPicture(1200, 900, 'jpeg'), type: 'image/jpeg' }])).body,
    );
    const added = jpeg.product?.images.at(-1);
    expect(added).toMatchObject({ main: false });
    expect(added?.thumbnailUrl).toMatch(/-thumb\.jpg$/);
    const jpegThumb = Buffer.from(await (await fetch(added?.thumbnailUrl as string)).arrayBuffer());
    expect(await sharp(jpegThumb).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    expect(jpeg.product?.images.filter((i) => i.main)).toHaveLength(1);
    // Four pictures, and thumbnails of the three larger than 400 × 400 (the other is its own).
    expect(await storedFiles(upstream, userId)).toHaveLength(4 + 3);

    // A file that starts like a JPEG but does not decode is not a picture.
    const broken = (await gradientPicture(40, 30, 'jpeg')).subarray(0, 200);
    const refused = await images([{ name: 'broken.jpg', data: broken, type: 'image/jpeg' }]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ images: ['validation.fileType'] });
    expect(await storedFiles(upstream, userId)).toHaveLength(4 + 3);

    // Ten at most, counting those already there.
    const seven = Array.from({ length: 7 }, (_, n) => ({ name: `p${n}.png`, data: PNG_1PX, type: 'image/png' }));
    expect(await images(seven)).toMatchObject({
      status: 422,
      body: { errors: { images: ['validation.tooManyFiles'] } },
    });
    expect((await draft()).product?.images).toHaveLength(4);
    expect(await storedFiles(upstream, userId)).toHaveLength(4 + 3);
  });

  it("another user's image is not found (404), and stays", async () => {
    const mine = (await draft()).product?.images ?? [];
    const id = mine[1]?.id as number;
    expect((await api.post(`/ad/images/${id}/main`, {}, { token: otherToken })).status).toBe(404);
    expect((await api.post(`/ad/images/${id}`, {}, { token: otherToken, method: 'DELETE' })).status).toBe(404);
    expect((await api.post('/ad/images/999999/main', {}, { token })).status).toBe(404);
    expect((await draft()).product?.images).toEqual(mine);
  });

  it('sets the main image, and deleting the main image promotes another and removes its files', async () => {
    const mine = (await draft()).product?.images ?? [];
    const second = mine[1]?.id as number;
    const main = calls.setMainImage.response.parse((await api.post(`/ad/images/${second}/main`, {}, { token })).body);
    expect(main.product?.images.map((i) => i.main)).toEqual([false, true, false, false]);

    // DELETE as POST + _method in a multipart body, the way a form-data client sends it.
    const form = new FormData();
    form.append('_method', 'DELETE');
    const removed = await api.multipart(`/ad/images/${second}`, form, { token });
    expect(removed.status).toBe(200);
    const after = calls.deleteImage.response.parse(removed.body);
    expect(after.product?.images.map((i) => i.id)).toEqual([mine[0]?.id, mine[2]?.id, mine[3]?.id]);
    expect(after.product?.images.map((i) => i.main)).toEqual([true, false, false]);
    expect(after.step).toBe(5);
    expect((await fetch(mine[1]?.url as string)).status).toBe(404);
    expect((await fetch(mine[1]?.thumbnailUrl as string)).status).toBe(404);
    expect(await storedFiles(upstream, userId)).toHaveLength(3 + 2);
  });

  it('POST /ad/location refuses coordinates outside the earth and a missing address, then saves (step 6)', async () => {
    const before = await draft();
    for (const [body, field] of [
      [{ latitude: 91, longitude: 48, address: 'Salmiya' }, 'latitude'],
      [{ latitude: 29.3, longitude: -181, address: 'Salmiya' }, 'longitude'],
      [{ latitude: 'north', longitude: 48, address: 'Salmiya' }, 'latitude'],
      [{ latitude: 29.3, longitude: 48, address: '  ' }, 'address'],
    ] as const) {
      const answer = await api.post('/ad/location', body, { token });
      expect(answer.status, field).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
    expect(await draft()).toEqual(before);
    expect((await api.post('/ad/finish', {}, { token })).status).toBe(422);

    const saved = calls.saveLocation.response.parse(
      (
        await api.post(
          '/ad/location',
          { latitude: 29.3375, longitude: 48.0758, address: 'Salmiya, block 10' },
          { token },
        )
      ).body,
    );
    expect(saved).toMatchObject({
      step: 6,
      product: { location: { latitude: 29.3375, longitude: 48.0758, address: 'Salmiya, block 10' } },
    });
    expect([clientStepFor(saved.step), stepPageFor(saved.step)]).toEqual([7, 'preview']);
  });

  it('POST /ad/finish publishes the product, found by the search at once, and clears the draft', async () => {
    const before = await draft();
    const answer = await api.post('/ad/finish', {}, { token });
    expect(answer.status).toBe(200);
    const { product } = calls.finish.response.parse(answer.body);
    expect(product).toMatchObject({
      name: 'Toyota Land Cruiser zeppelinwhite 2019',
      price: '12500.000',
      sellType: 'sell/barter',
      isNew: true,
      // The draft asked to be featured: that is a boost, bought or taken from a membership.
      isFeatured: false,
      secondPrice: null,
      address: 'Salmiya, block 10',
      categories: [{ slug: 'vehicles' }, { slug: 'cars' }],
    });
    expect(product.slug).toMatch(/^toyota-land-cruiser-zeppelinwhite-2019-[0-9a-z]{6}$/);
    expect(await draft()).toEqual({ product: null, step: 0 });

    const found = (await api.get('/v2/search/products?text=zeppelinwhite&categorySlug=cars')).body;
    expect(found.data.map((p: Product) => p.slug)).toEqual([product.slug]);
    const page = calls.productBySlug.response.parse((await api.get(`/products/${product.slug}`)).body);
    expect(page.images.map((i) => [i.url, i.isMain])).toEqual(
      (before.product?.images ?? []).map((i) => [i.url, i.main]),
    );
    expect(page.images[0]).toMatchObject({ width: 800, height: 600 });
    expect(page.location).toEqual({ latitude: 29.3375, longitude: 48.0758, address: 'Salmiya, block 10' });
    expect(page.code).toBe('LC-19');
    const colour = byType(AttributeType.color);
    expect(page.attributes.find((a) => a.id === colour.id)?.value).toBe(colour.options[1]?.color);
    expect(page.attributes).toHaveLength(5);
    expect(page.seller.userName).toBe('shaikha.badr');
    // Publishing gave the plain user a seller profile, which their account now names.
    const self = (await api.get('/users/self', { token })).body;
    expect(self).toMatchObject({ accountType: 1, seller: { id: page.seller.id } });
    expect((await api.get(`/users/${userId}`)).body.seller).toEqual({ id: page.seller.id });
    // The attribute filter finds it by what the draft said.
    const make = byType(AttributeType.multiChoice);
    const filtered = await api.get(
      `/v2/search/products?categorySlug=cars&text=zeppelinwhite&attributes=${encodeURIComponent(
        JSON.stringify([{ id: make.id, values: [make.options[0]?.value] }]),
      )}`,
    );
    expect(filtered.body.data).toHaveLength(1);

    const mine = calls.myProducts.response.parse((await api.get('/products/mine', { token })).body);
    expect(mine.data[0]).toMatchObject({ slug: product.slug, status: 'published', price: '12500.000' });
    expect(mine.data[0]?.image?.url).toBe(before.product?.images[0]?.url);
  });

  it('publishes an Arabic ad that the Arabic search finds', async () => {
    const phones = (await api.get('/categories/mobile-phones/mini')).body as CategoryDetail;
    await api.post('/ad/category', { categoryId: phones.id }, { token });
    const attributes = phones.filters.slice(0, 3).map(valueFor);
    const saved = await api.form(
      '/ad/details',
      {
        name: 'هاتف ذهبي مستعمل نظيف',
        description: 'الجهاز بحالة ممتازة مع العلبة والشاحن.',
        price: '85',
        sellType: 'sell',
        attributes: JSON.stringify(attributes),
      },
      { token },
    );
    expect(saved.status).toBe(200);
    // Not the car's picture (the same gradient, smaller): that would be a duplicate ad's picture.
    await images([{ name: 'phone.png', data: await noisePicture(7), type: 'image/png' }]);
    await api.post('/ad/location', { latitude: 29.35, longitude: 48.08, address: 'حولي' }, { token });
    const { product } = (await api.post('/ad/finish', {}, { token })).body;
    expect(product.slug).toMatch(/^mobile-phones-[0-9a-z]{6}$/);
    expect(product.isNew).toBe(false);
    const found = (await api.get(`/v2/search/products?text=${encodeURIComponent('الذهبي')}`)).body;
    expect(found.data.map((p: Product) => p.slug)).toContain(product.slug);
  });

  it('DELETE /ad/discard removes the draft and its files; choosing another category resets the details', async () => {
    await api.post('/ad/category', { categoryId: cars.id }, { token });
    expect((await details()).status).toBe(200);
    const withImages = calls.addImages.response.parse(
      (await images([{ name: 'a.png', data: pngs[0] as Buffer, type: 'image/png' }])).body,
    );
    const files = await storedFiles(upstream, userId);

    // Another category: the details are due again and the step goes back with them.
    const moved = (await api.post('/ad/category', { categoryId: vehicles.id }, { token })).body as AdDraft;
    expect(moved).toMatchObject({ step: 1, product: { name: withImages.product?.name, attributes: [] } });
    expect(moved.product?.images).toHaveLength(1);

    const discarded = await api.post('/ad/discard', {}, { token, method: 'DELETE' });
    expect(discarded).toMatchObject({ status: 200, body: { message: 'Your ad draft was discarded.' } });
    expect(await draft()).toEqual({ product: null, step: 0 });
    expect((await fetch(withImages.product?.images[0]?.url as string)).status).toBe(404);
    const left = await storedFiles(upstream, userId);
    expect(left).toHaveLength(files.length - 2);
    expect((await api.post('/ad/discard', {}, { token, method: 'DELETE' })).status).toBe(404);
  });

  it('GET /products/mine pages the user’s products; an account without any has none', async () => {
    const mine = calls.myProducts.response.parse((await api.get('/products/mine?perPage=1&page=2', { token })).body);
    expect(mine.meta).toEqual({ currentPage: 2, perPage: 1, total: 2, lastPage: 2 });
    expect(mine.data).toHaveLength(1);
    const plain = await login(api, 'hamad.azmi', 'badal1234');
    const none = (await api.get('/products/mine', { token: plain })).body;
    expect(none).toMatchObject({ data: [], meta: { total: 0, lastPage: 1 } });
    expect((await api.get('/products/mine')).status).toBe(401);
  });
});
