/**
 * Ad drafts for the place-an-ad tests, checked against the contracts' schema, and a stand-in for
 * the draft calls of the BFF that changes the draft as the reference API does (steps of §4), over
 * the category tree of src/test/fixtures.ts (category-N with children child-N-M, no brands).
 */
import { type AdDraft, type AdDraftDetails, adDraftSchema } from '@badal/contracts';
import { categoryDetail } from '../../../test/catalogue-fixtures';
import { type Answer, errorBody, fakeApi, type Handler, type RecordedRequest } from '../../../test/fake-api';
import { categories } from '../../../test/fixtures';
import { findCategory } from '../wizard-steps';

export const TOP = categories[0]!;
export const SUB = TOP.children[0]!;

const details = (overrides: Partial<AdDraftDetails>): AdDraftDetails => ({
  id: 41,
  name: null,
  description: null,
  code: null,
  price: null,
  secondPrice: null,
  isFeatured: false,
  isNew: null,
  formTitle: SUB.name,
  categoryIds: [TOP.id, SUB.id],
  categoryId: TOP.id,
  subCategoryId: SUB.id,
  attributes: [],
  sellType: null,
  images: [],
  location: null,
  ...overrides,
});

const saved = {
  name: 'Toyota Land Cruiser 2020',
  description: 'One owner, agency serviced.',
  price: '12500.5',
  sellType: 'sell/barter' as const,
  isNew: false,
  attributes: [
    { id: 1, value: null, values: ['toyota'] },
    { id: 3, value: '84000', values: [] },
    { id: 4, value: 'white', values: [] },
  ],
};
const pictures = [
  { id: 501, url: '/media/ads/1.png', thumbnailUrl: '/media/ads/1-thumb.png', main: true },
  { id: 502, url: '/media/ads/2.png', thumbnailUrl: '/media/ads/2-thumb.png', main: false },
];
const place = { latitude: 29.3375, longitude: 48.0758, address: 'Salmiya, block 4' };

/** A draft at a server step, holding what that step implies (details from 4, pictures from 5, a location at 6). */
export const draftAt = (step: number, overrides: Partial<AdDraftDetails> = {}): AdDraft => {
  if (step === 0) return adDraftSchema.parse({ product: null, step: 0 });
  const chain = step === 1 ? { categoryIds: [TOP.id], subCategoryId: null, formTitle: TOP.name } : {};
  return adDraftSchema.parse({
    step,
    product: details({
      ...chain,
      ...(step >= 4 ? saved : {}),
      ...(step >= 5 ? { images: pictures } : {}),
      ...(step >= 6 ? { location: place } : {}),
      ...overrides,
    }),
  });
};

/** The category's attributes: one of every type of §4 (the search fixture's filters). */
export const attributeFilters = () => categoryDetail().filters;

type Handlers = Record<string, Handler | Answer>;

/**
 * The draft calls over one draft that changes like the API's: GET /api/ad answers the current
 * draft, every change answers the changed one. `state.draft` is the draft now.
 */
export const draftApi = (initial: AdDraft, extra: Handlers = {}) => {
  const state = { draft: initial };
  const answer = (): Answer => ({ body: state.draft });
  const change = (step: number, product: Partial<AdDraftDetails>) => {
    const base = state.draft.product ?? draftAt(1).product!;
    state.draft = adDraftSchema.parse({ step, product: { ...base, ...product } });
    return answer();
  };
  const api = fakeApi({
    'GET /api/ad': () => answer(),
    [`GET /api/categories/${SUB.slug}/mini`]: { body: categoryDetail({ id: SUB.id, slug: SUB.slug, name: SUB.name }) },
    'POST /api/ad/category': (request: RecordedRequest) => {
      const id = Number((request.body as { categoryId: number }).categoryId);
      const category = findCategory(categories, id);
      if (!category) return { status: 422, body: errorBody('validation', 'Some fields need your attention.') };
      const top = categories.find((c) => c.id === id || c.children.some((child) => child.id === id))!;
      const chain = top.id === id ? [id] : [top.id, id];
      return change(category.children.length > 0 ? chain.length : 3, {
        categoryIds: chain,
        categoryId: chain[0],
        subCategoryId: chain[1] ?? null,
      });
    },
    'POST /api/ad/details': (request: RecordedRequest) => {
      const body = request.body as Record<string, string>;
      return change(Math.max(state.draft.step, 4), {
        name: body.name,
        description: body.description,
        price: body.price,
        sellType: body.sellType as AdDraftDetails['sellType'],
        attributes: (JSON.parse(body.attributes ?? '[]') as { id: number; value?: string; values?: string[] }[]).map(
          (a) => ({ id: a.id, value: a.value ?? null, values: a.values ?? [] }),
        ),
      });
    },
    'POST /api/ad/status': (request: RecordedRequest) =>
      change(state.draft.step, { isNew: (request.body as { isNew: string }).isNew === '1' }),
    'POST /api/ad/location': (request: RecordedRequest) => {
      const body = request.body as { latitude: number; longitude: number; address: string };
      return change(6, {
        location: { latitude: Number(body.latitude), longitude: Number(body.longitude), address: body.address },
      });
    },
    'DELETE /api/ad/discard': () => {
      state.draft = draftAt(0);
      return { body: { message: 'Your draft was deleted.' } };
    },
    ...extra,
  });
  return { ...api, state };
};
