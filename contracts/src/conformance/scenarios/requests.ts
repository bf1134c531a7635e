/**
 * Barter and trade requests (spec §7): the lists, what the main account can offer for another
 * seller's product, sending a request to that seller (then withdrawing it, so a run leaves
 * nothing pending but the notifications), and the refusals: an unknown product, oneself, a
 * barter offering nothing, the same request twice, a product that takes no barter, the sender
 * answering its own request, an unknown request, a status outside 1–3. With a dev outbox the
 * fresh account asks to buy one of the main account's products, and the main account walks its
 * request through the state machine of request-flow.ts (accept, pend, reject, pend) while every
 * move the table refuses is checked to be refused; then the fresh account withdraws it.
 */
import type { CallDef } from '../../call.js';
import { productBySlug, searchProducts, sellerProducts } from '../../calls/products.js';
import {
  barterProducts,
  changeRequestStatus,
  createRequest,
  deleteRequest,
  listRequests,
  requestPartners,
  requestsWithUser,
} from '../../calls/requests.js';
import type { ProductCard, ProductPage } from '../../entities/product.js';
import type { RequestPartner, RequestThread, TradeRequest, TradeRequestPage } from '../../entities/request.js';
import { RequestStatus, type SellType } from '../../enums.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';

const CALLS: readonly CallDef[] = [
  listRequests,
  requestPartners,
  requestsWithUser,
  barterProducts,
  createRequest,
  changeRequestStatus,
  deleteRequest,
];

interface Wanted {
  id: number;
  sellerUserId: number;
  sellType: SellType;
}

/**
 * A product of another account taking `sellType` (search semantics: 'barter' includes
 * sell/barter), which the main account has no pending request for; `exact` keeps only products
 * of exactly that sell type.
 */
const findWanted = async (
  { api, state }: SuiteContext,
  sellType: SellType,
  avoid: ReadonlySet<number>,
  exact = false,
): Promise<Wanted | undefined> => {
  const page = searchProducts.response.safeParse(
    (await api.send(searchProducts, { query: { sellType, perPage: 30 } })).json,
  ).data as ProductPage | undefined;
  for (const card of page?.data ?? []) {
    if (avoid.has(card.id) || (exact && card.sellType !== sellType)) continue;
    const product = productBySlug.response.safeParse(
      (await api.send(productBySlug, { params: { slug: card.slug } })).json,
    ).data;
    if (product && product.seller.userId !== state.self?.id) {
      return { id: product.id, sellerUserId: product.seller.userId, sellType: product.sellType };
    }
  }
  return undefined;
};

export const requestChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, state } = ctx;
  const token = state.token;
  const me = state.self?.id;
  if (!token || !me) {
    for (const call of CALLS) rec.skip(call, 'requests', 'not run: signing in the main account failed', 'all');
    return;
  }
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });

  // Lists first; the products the main account already has a pending request for are avoided.
  const mine = rec.success<TradeRequestPage>(
    listRequests,
    'my requests, sent and received',
    await send(listRequests, { query: { perPage: 60 } }),
    (p) => (p.data.every((r) => r.senderId === me || r.receiverId === me) ? undefined : 'a request of other people'),
  );
  const pendingFor = new Set(
    (mine?.data ?? [])
      .filter((r) => r.role === 'sender' && r.status === RequestStatus.pending)
      .map((r) => r.receiverProductId),
  );
  rec.error(
    listRequests,
    'a status outside 1–3 → 422',
    await api.raw('GET', '/requests', { token, query: { status: '7' } }),
    422,
  );
  rec.success<RequestPartner[]>(
    requestPartners,
    'the people I have requests with',
    await send(requestPartners),
    (list) => (list.some((p) => p.user.id === me) ? 'the main account is its own partner' : undefined),
  );

  const target = await findWanted(ctx, 'barter', pendingFor);
  if (!target) {
    for (const call of CALLS.filter((c) => c !== listRequests && c !== requestPartners)) {
      rec.skip(call, 'requests', 'not run: no product of another seller takes barter', 'all');
    }
    return;
  }

  let offer: ProductCard[] | undefined;
  await rec.guard(barterProducts, 'offer', async () => {
    offer = rec.success<ProductCard[]>(
      barterProducts,
      "my products I can offer for another seller's product",
      await send(barterProducts, { params: { productId: target.id } }),
      (list) => (list.some((c) => c.id === target.id) ? 'it offers the product itself' : undefined),
    );
    rec.error(
      barterProducts,
      'an unknown product → 404',
      await send(barterProducts, { params: { productId: UNKNOWN_ID } }),
      404,
      'not_found',
    );
    const saleOnly = await findWanted(ctx, 'sell', new Set(), true);
    if (saleOnly) {
      const refused = await send(barterProducts, { params: { productId: saleOnly.id } });
      rec.error(barterProducts, 'a product only for sale → 422', refused, 422, 'validation');
    } else {
      rec.skip(barterProducts, 'a product only for sale → 422', 'no product only for sale found', {
        status: 422,
        code: 'validation',
      });
    }
  });

  // A barter when there is something to offer, else a purchase (of a product for sale).
  const offered = offer?.[0];
  const saleTarget = offered ? undefined : await findWanted(ctx, 'sell', pendingFor);
  const body = offered
    ? {
        type: 'bartering' as const,
        receiverId: target.sellerUserId,
        receiverProductId: target.id,
        senderProductId: offered.id,
      }
    : saleTarget
      ? { type: 'sale' as const, receiverId: saleTarget.sellerUserId, receiverProductId: saleTarget.id }
      : undefined;
  let sent: TradeRequest | undefined;
  await rec.guard(createRequest, 'send', async () => {
    const refusals: [string, unknown, number, 'not_found' | 'validation'][] = [
      [
        'an unknown product → 404',
        { type: 'sale', receiverId: target.sellerUserId, receiverProductId: UNKNOWN_ID },
        404,
        'not_found',
      ],
      ['to oneself → 422', { type: 'sale', receiverId: me, receiverProductId: target.id }, 422, 'validation'],
      [
        'a barter offering nothing → 422',
        { type: 'bartering', receiverId: target.sellerUserId, receiverProductId: target.id },
        422,
        'validation',
      ],
      [
        'a hex id → 422',
        { type: 'sale', receiverId: target.sellerUserId, receiverProductId: `0x${target.id.toString(16)}` },
        422,
        'validation',
      ],
    ];
    for (const [check, input, status, code] of refusals) {
      rec.error(createRequest, check, await api.raw('POST', '/requests', { body: input, token }), status, code);
    }
    if (!body) {
      rec.skip(
        createRequest,
        'send a request',
        'not run: the main account has nothing to offer and no product is for sale',
      );
      return;
    }
    sent = rec.success<TradeRequest>(
      createRequest,
      `send a ${body.type} request (201)`,
      await send(createRequest, { body }),
      (r) =>
        r.status === RequestStatus.pending && r.role === 'sender' && r.receiverProductId === body.receiverProductId
          ? undefined
          : 'it is not my pending request for that product',
    );
    if (sent) {
      rec.error(createRequest, 'the same request again → 422', await send(createRequest, { body }), 422, 'validation');
    }
  });

  await rec.guard(requestsWithUser, 'thread', async () => {
    const partner = body?.receiverId ?? target.sellerUserId;
    rec.success<RequestThread>(
      requestsWithUser,
      'the requests between me and that seller',
      await send(requestsWithUser, { params: { userId: partner } }),
      (t) => (sent && !t.requests.some((r) => r.id === sent?.id) ? 'the request just sent is missing' : undefined),
    );
    rec.error(
      requestsWithUser,
      'nobody → 404',
      await send(requestsWithUser, { params: { userId: UNKNOWN_ID } }),
      404,
      'not_found',
    );
  });

  await rec.guard(changeRequestStatus, 'refusals', async () => {
    const unknown = await send(changeRequestStatus, {
      params: { id: UNKNOWN_ID },
      body: { status: RequestStatus.approved },
    });
    rec.error(changeRequestStatus, 'an unknown request → 404', unknown, 404, 'not_found');
    if (!sent) {
      rec.skip(changeRequestStatus, 'the sender answers', 'not run: no request was sent', {
        status: 403,
        code: 'forbidden',
      });
      rec.skip(changeRequestStatus, 'a status outside 1–3', 'not run: no request was sent', {
        status: 422,
        code: 'validation',
      });
      return;
    }
    const own = await send(changeRequestStatus, { params: { id: sent.id }, body: { status: RequestStatus.approved } });
    rec.error(changeRequestStatus, 'the sender accepting its own request → 403', own, 403, 'forbidden');
    const bad = await api.raw('POST', `/requests/${sent.id}/change-status`, {
      body: { status: 4, _method: 'PUT' },
      token,
    });
    rec.error(changeRequestStatus, 'status 4 → 422', bad, 422, 'validation');
  });

  await rec.guard(deleteRequest, 'withdraw', async () => {
    if (sent) {
      const id = sent.id;
      rec.success(
        deleteRequest,
        'withdraw my pending request (POST + _method=DELETE)',
        await send(deleteRequest, { params: { id }, body: {} }),
      );
      rec.error(
        deleteRequest,
        'withdrawn: it names nothing → 404',
        await send(deleteRequest, { params: { id }, body: {} }),
        404,
        'not_found',
      );
    } else {
      rec.error(
        deleteRequest,
        'an unknown request → 404',
        await send(deleteRequest, { params: { id: UNKNOWN_ID }, body: {} }),
        404,
        'not_found',
      );
    }
  });

  await receiverChecks(ctx, token, me);
};

/**
 * The main account as a receiver: the fresh account (dev outbox only) asks to buy one of its
 * products, and the request goes through every move of the table, each refused one checked too.
 */
const receiverChecks = async (ctx: SuiteContext, token: string, me: number): Promise<void> => {
  const { api, rec, state } = ctx;
  const fresh = state.fresh?.token;
  const skipAll = (reason: string) => {
    rec.skip(changeRequestStatus, 'the receiver answers', reason, { status: 422, code: 'validation' });
    rec.skip(deleteRequest, 'the receiver withdraws', reason, { status: 403, code: 'forbidden' });
    rec.skip(deleteRequest, 'an answered request is withdrawn', reason, { status: 422, code: 'validation' });
  };
  if (!fresh) return skipAll('not run: needs a second verified account (a dev outbox)');
  const sellerId = state.self?.seller?.id;
  const own = sellerId
    ? (sellerProducts.response.safeParse(
        (await api.send(sellerProducts, { params: { sellerId }, query: { perPage: 30 } })).json,
      ).data as ProductPage | undefined)
    : undefined;
  const forSale = own?.data.find((c) => c.sellType !== 'barter');
  if (!forSale) return skipAll('not run: the main account has no published product for sale');

  await rec.guard(changeRequestStatus, 'the receiver answers', async () => {
    const created = rec.success<TradeRequest>(
      createRequest,
      'the fresh account asks to buy a product of the main account',
      await api.send(createRequest, {
        body: { type: 'sale', receiverId: me, receiverProductId: forSale.id },
        token: fresh,
      }),
    );
    if (!created) return skipAll('not run: the purchase request was not sent');
    const id = created.id;
    const as = (t: string) => ({ params: { id }, body: {}, token: t });
    const to = (status: RequestStatus, t = token) =>
      api.send(changeRequestStatus, { params: { id }, body: { status }, token: t });
    const moved = async (check: string, status: RequestStatus) =>
      rec.success<TradeRequest>(changeRequestStatus, check, await to(status), (r) =>
        r.status === status && r.role === 'receiver' ? undefined : `status ${r.status}, role ${r.role}`,
      );

    rec.error(
      changeRequestStatus,
      'pending a pending request → 422',
      await to(RequestStatus.pending),
      422,
      'validation',
    );
    rec.error(
      deleteRequest,
      'the receiver withdraws → 403',
      await api.send(deleteRequest, as(token)),
      403,
      'forbidden',
    );
    await moved('the receiver accepts (1 → 2)', RequestStatus.approved);
    rec.error(
      changeRequestStatus,
      'rejecting an accepted request → 422',
      await to(RequestStatus.rejected),
      422,
      'validation',
    );
    rec.error(
      deleteRequest,
      'the sender withdraws an accepted request → 422',
      await api.send(deleteRequest, as(fresh)),
      422,
      'validation',
    );
    await moved('the receiver sets it back to pending (2 → 1)', RequestStatus.pending);
    await moved('the receiver rejects (1 → 3)', RequestStatus.rejected);
    rec.error(
      changeRequestStatus,
      'the sender reopens it → 403',
      await to(RequestStatus.pending, fresh),
      403,
      'forbidden',
    );
    await moved('the receiver sets it back to pending (3 → 1)', RequestStatus.pending);
    rec.success(deleteRequest, 'the fresh account withdraws it', await api.send(deleteRequest, as(fresh)));
  });
};
