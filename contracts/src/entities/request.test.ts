import { describe, expect, it } from 'vitest';
import { changeStatusBodySchema, createRequestBodySchema, listRequestsQuerySchema } from '../calls/requests.js';
import { requestPartnerSchema, requestSchema, requestThreadSchema } from './request.js';

const card = (id: number) => ({
  id,
  slug: `product-${id}`,
  name: `Product ${id}`,
  price: '120.000',
  secondPrice: null,
  currency: 'KWD',
  sellType: 'sell/barter',
  isNew: false,
  isFeatured: false,
  image: null,
  categories: [{ id: 1, slug: 'electronics', name: 'Electronics' }],
  address: 'Salmiya',
  createdAt: '2026-01-01T00:00:00.000Z',
  available: true,
});
const person = { id: 7, fullName: 'Dana Saleh', userName: 'dana', image: null, accountType: 1 };
const request = {
  id: 3,
  type: 'bartering',
  status: 1,
  senderId: 5,
  receiverId: 7,
  receiverProductId: 11,
  senderProductId: 12,
  role: 'sender',
  otherUser: person,
  receiverProduct: card(11),
  senderProduct: card(12),
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  // Issue #32: a barter with 20 KWD added by its sender, the receiver to answer.
  negotiation: {
    priceFils: null,
    cashFils: 20_000,
    turn: 'receiver',
    expiresAt: '2026-01-04T00:00:00.000Z',
    expired: false,
    offersLeft: 2,
  },
};

const keysOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the request entity', () => {
  it('holds both cards, the other person and the times', () => {
    expect(requestSchema.parse(request)).toEqual(request);
    expect(requestSchema.parse({ ...request, type: 'sale', senderProductId: null, senderProduct: null })).toMatchObject(
      {
        type: 'sale',
      },
    );
  });

  it('knows only the statuses 1–4 (4: closed, issue #32), the two request types and the two parts', () => {
    expect(requestSchema.safeParse({ ...request, status: 4 }).success).toBe(true);
    for (const status of [0, 5, 'pending', '1'])
      expect(requestSchema.safeParse({ ...request, status }).success).toBe(false);
    for (const type of ['barter', 'sell', 'trade'])
      expect(requestSchema.safeParse({ ...request, type }).success).toBe(false);
    expect(requestSchema.safeParse({ ...request, role: 'both' }).success).toBe(false);
    expect(
      requestSchema.safeParse({ ...request, receiverProduct: { ...card(11), available: undefined } }).success,
    ).toBe(false);
  });

  it('lists partners with counts per status and a thread with its person', () => {
    const partner = {
      user: person,
      counts: { pending: 1, approved: 0, rejected: 2 },
      sent: 1,
      received: 2,
      role: 'both',
      latest: { id: 3, type: 'bartering', status: 1, role: 'sender', updatedAt: request.updatedAt },
    };
    expect(requestPartnerSchema.parse(partner)).toEqual(partner);
    expect(
      requestPartnerSchema.safeParse({ ...partner, counts: { pending: -1, approved: 0, rejected: 0 } }).success,
    ).toBe(false);
    expect(requestThreadSchema.parse({ user: person, requests: [request] }).requests).toHaveLength(1);
  });
});

describe('the request inputs', () => {
  const barter = { type: 'bartering', receiverId: 7, receiverProductId: 11, senderProductId: 12 };

  it('a barter offers one of my products; a sale offers none', () => {
    expect(createRequestBodySchema.parse(barter)).toEqual(barter);
    expect(createRequestBodySchema.parse({ ...barter, receiverId: '7' }).receiverId).toBe(7);
    expect(keysOf(createRequestBodySchema.safeParse({ ...barter, senderProductId: undefined }))).toEqual([
      'senderProductId: request.senderProductRequired',
    ]);
    expect(keysOf(createRequestBodySchema.safeParse({ ...barter, senderProductId: null }))).toEqual([
      'senderProductId: request.senderProductRequired',
    ]);
    const sale = { type: 'sale', receiverId: 7, receiverProductId: 11 };
    expect(createRequestBodySchema.parse(sale)).toEqual(sale);
    expect(createRequestBodySchema.parse({ ...sale, senderProductId: null }).senderProductId).toBeNull();
    expect(keysOf(createRequestBodySchema.safeParse({ ...sale, senderProductId: 12 }))).toEqual([
      'senderProductId: request.senderProductNotAllowed',
    ]);
  });

  it('refuses ids as hex, negative, fractional or words, and an unknown type', () => {
    for (const bad of ['0x0b', -11, 1.5, 'eleven', '1e1', 0, 2_147_483_648]) {
      expect(keysOf(createRequestBodySchema.safeParse({ ...barter, receiverProductId: bad })), String(bad)).toEqual([
        'receiverProductId: validation.invalid',
      ]);
    }
    expect(keysOf(createRequestBodySchema.safeParse({ ...barter, type: 'barter' }))).toContain(
      'type: validation.invalid',
    );
    expect(createRequestBodySchema.safeParse({}).success).toBe(false);
  });

  it('change-status takes 1, 2 or 3, as numbers or digits', () => {
    const body = changeStatusBodySchema;
    expect(body.parse({ status: 2 })).toEqual({ status: 2 });
    expect(body.parse({ status: '3' })).toEqual({ status: 3 });
    for (const status of [0, 4, '4', 'accepted', '02', null, undefined]) {
      expect(keysOf(body.safeParse({ status })), String(status)).toEqual(['status: validation.invalid']);
    }
  });

  it('the list pages and filters by status and product', () => {
    expect(listRequestsQuerySchema.parse({})).toEqual({ page: 1, perPage: 20 });
    expect(listRequestsQuerySchema.parse({ status: '1', productId: '9', page: '2' })).toEqual({
      page: 2,
      perPage: 20,
      status: 1,
      productId: 9,
    });
    expect(listRequestsQuerySchema.safeParse({ status: 'pending' }).success).toBe(false);
    expect(listRequestsQuerySchema.safeParse({ productId: '-9' }).success).toBe(false);
  });
});
