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
import { fillPath } from '../../call-paths.js';
import { calls } from '../../calls/index.js';
import type { ProductCard, ProductPage } from '../../entities/product.js';
import type { RequestPartner, RequestThread, TradeRequest, TradeRequestPage } from '../../entities/request.js';
import { RequestStatus, type SellType } from '../../enums.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';
import { ownProducts } from './own-products.js';

const CALLS: readonly CallDef[] = [
  calls.listRequests,
  calls.requestPartners,
  calls.requestsWithUser,
  calls.barterProducts,
  calls.createRequest,
  calls.changeRequestStatus,
  calls.deleteRequest,
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
  const page = calls.searchProducts.response.safeParse(
    (await api.send(calls.searchProducts, { query: { sellType, perPage: 30 } })).json,
  ).data as ProductPage | undefined;
  for (const card of page?.data ?? []) {
    if (avoid.has(card.id) || (exact && card.sellType !== sellType)) continue;
    const product = calls.productBySlug.response.safeParse(
      (await api.send(calls.productBySlug, { params: { slug: card.slug } })).json,
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
    calls.listRequests,
    'my requests, sent and received',
    await send(calls.listRequests, { query: { perPage: 60 } }),
    (p) => (p.data.every((r) => r.senderId === me || r.receiverId === me) ? undefined : 'a request of other people'),
  );
  const pendingFor = new Set(
    (mine?.data ?? [])
      .filter((r) => r.role === 'sender' && r.status === RequestStatus.pending)
      .map((r) => r.receiverProductId),
  );
  rec.error(
    calls.listRequests,
    'a status outside 1–3 → 422',
    await api.raw('GET', calls.listRequests.path, { token, query: { status: '7' } }),
    422,
  );
  rec.success<RequestPartner[]>(
    calls.requestPartners,
    'the people I have requests with',
    await send(calls.requestPartners),
    (list) => (list.some((p) => p.user.id === me) ? 'the main account is its own partner' : undefined),
  );

  const target = await findWanted(ctx, 'barter', pendingFor);
  if (!target) {
    for (const call of CALLS.filter((c) => c !== calls.listRequests && c !== calls.requestPartners)) {
      rec.skip(call, 'requests', 'not run: no product of another seller takes barter', 'all');
    }
    return;
  }

  let offer: ProductCard[] | undefined;
  await rec.guard(calls.barterProducts, 'offer', async () => {
    offer = rec.success<ProductCard[]>(
      calls.barterProducts,
      "my products I can offer for another seller's product",
      await send(calls.barterProducts, { params: { productId: target.id } }),
      (list) => (list.some((c) => c.id === target.id) ? 'it offers the product itself' : undefined),
    );
    rec.error(
      calls.barterProducts,
      'an unknown product → 404',
      await send(calls.barterProducts, { params: { productId: UNKNOWN_ID } }),
      404,
      'not_found',
    );
    const saleOnly = await findWanted(ctx, 'sell', new Set(), true);
    if (saleOnly) {
      const refused = await send(calls.barterProducts, { params: { productId: saleOnly.id } });
      rec.error(calls.barterProducts, 'a product only for sale → 422', refused, 422, 'validation');
    } else {
      rec.skip(calls.barterProducts, 'a product only for sale → 422', 'no product only for sale found', {
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
  await rec.guard(calls.createRequest, 'send', async () => {
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
      rec.error(
        calls.createRequest,
        check,
        await api.raw('POST', calls.createRequest.path, { body: input, token }),
        status,
        code,
      );
    }
    if (!body) {
      rec.skip(
        calls.createRequest,
        'send a request',
        'not run: the main account has nothing to offer and no product is for sale',
      );
      return;
    }
    sent = rec.success<TradeRequest>(
      calls.createRequest,
      `send a ${body.type} request (201)`,
      await send(calls.createRequest, { body }),
      (r) =>
        r.status === RequestStatus.pending && r.role === 'sender' && r.receiverProductId === body.receiverProductId
          ? undefined
          : 'it is not my pending request for that product',
    );
    if (sent) {
      rec.error(
        calls.createRequest,
        'the same request again → 422',
        await send(calls.createRequest, { body }),
        422,
        'validation',
      );
    }
  });

  await rec.guard(calls.requestsWithUser, 'thread', async () => {
    const partner = body?.receiverId ?? target.sellerUserId;
    rec.success<RequestThread>(
      calls.requestsWithUser,
      'the requests between me and that seller',
      await send(calls.requestsWithUser, { params: { userId: partner } }),
      (t) => (sent && !t.requests.some((r) => r.id === sent?.id) ? 'the request just sent is missing' : undefined),
    );
    rec.error(
      calls.requestsWithUser,
      'nobody → 404',
      await send(calls.requestsWithUser, { params: { userId: UNKNOWN_ID } }),
      404,
      'not_found',
    );
  });

  await rec.guard(calls.changeRequestStatus, 'refusals', async () => {
    const unknown = await send(calls.changeRequestStatus, {
      params: { id: UNKNOWN_ID },
      body: { status: RequestStatus.approved },
    });
    rec.error(calls.changeRequestStatus, 'an unknown request → 404', unknown, 404, 'not_found');
    if (!sent) {
      rec.skip(calls.changeRequestStatus, 'the sender answers', 'not run: no request was sent', {
        status: 403,
        code: 'forbidden',
      });
      rec.skip(calls.changeRequestStatus, 'a status outside 1–3', 'not run: no request was sent', {
        status: 422,
        code: 'validation',
      });
      return;
    }
    const own = await send(calls.changeRequestStatus, {
      params: { id: sent.id },
      body: { status: RequestStatus.approved },
    });
    rec.error(calls.changeRequestStatus, 'the sender accepting its own request → 403', own, 403, 'forbidden');
    const bad = await api.raw('POST', fillPath(calls.changeRequestStatus.path, { id: sent.id }), {
      body: { status: 4, _method: 'PUT' },
      token,
    });
    rec.error(calls.changeRequestStatus, 'status 4 → 422', bad, 422, 'validation');
  });

  await rec.guard(calls.deleteRequest, 'withdraw', async () => {
    if (sent) {
      const id = sent.id;
      rec.success(
        calls.deleteRequest,
        'withdraw my pending request (POST + _method=DELETE)',
        await send(calls.deleteRequest, { params: { id }, body: {} }),
      );
      rec.error(
        calls.deleteRequest,
        'withdrawn: it names nothing → 404',
        await send(calls.deleteRequest, { params: { id }, body: {} }),
        404,
        'not_found',
      );
    } else {
      rec.error(
        calls.deleteRequest,
        'an unknown request → 404',
        await send(calls.deleteRequest, { params: { id: UNKNOWN_ID }, body: {} }),
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
    rec.skip(calls.changeRequestStatus, 'the receiver answers', reason, { status: 422, code: 'validation' });
    rec.skip(calls.deleteRequest, 'the receiver withdraws', reason, { status: 403, code: 'forbidden' });
    rec.skip(calls.deleteRequest, 'an answered request is withdrawn', reason, { status: 422, code: 'validation' });
  };
  if (!fresh) return skipAll('not run: needs a second verified account (a dev outbox)');
  const own = await ownProducts(ctx);
  const forSale = own?.data.find((c) => c.sellType !== 'barter');
  if (!forSale) return skipAll('not run: the main account has no published product for sale');

  await rec.guard(calls.changeRequestStatus, 'the receiver answers', async () => {
    const created = rec.success<TradeRequest>(
      calls.createRequest,
      'the fresh account asks to buy a product of the main account',
      await api.send(calls.createRequest, {
        body: { type: 'sale', receiverId: me, receiverProductId: forSale.id },
        token: fresh,
      }),
    );
    if (!created) return skipAll('not run: the purchase request was not sent');
    const id = created.id;
    const as = (t: string) => ({ params: { id }, body: {}, token: t });
    const to = (status: RequestStatus, t = token) =>
      api.send(calls.changeRequestStatus, { params: { id }, body: { status }, token: t });
    const moved = async (check: string, status: RequestStatus) =>
      rec.success<TradeRequest>(calls.changeRequestStatus, check, await to(status), (r) =>
        r.status === status && r.role === 'receiver' ? undefined : `status ${r.status}, role ${r.role}`,
      );

    rec.error(
      calls.changeRequestStatus,
      'pending a pending request → 422',
      await to(RequestStatus.pending),
      422,
      'validation',
    );
    rec.error(
      calls.deleteRequest,
      'the receiver withdraws → 403',
      await api.send(calls.deleteRequest, as(token)),
      403,
      'forbidden',
    );
    await moved('the receiver accepts (1 → 2)', RequestStatus.approved);
    rec.error(
      calls.changeRequestStatus,
      'rejecting an accepted request → 422',
      await to(RequestStatus.rejected),
      422,
      'validation',
    );
    rec.error(
      calls.deleteRequest,
      'the sender withdraws an accepted request → 422',
      await api.send(calls.deleteRequest, as(fresh)),
      422,
      'validation',
    );
    await moved('the receiver sets it back to pending (2 → 1)', RequestStatus.pending);
    await moved('the receiver rejects (1 → 3)', RequestStatus.rejected);
    rec.error(
      calls.changeRequestStatus,
      'the sender reopens it → 403',
      await to(RequestStatus.pending, fresh),
      403,
      'forbidden',
    );
    await moved('the receiver sets it back to pending (3 → 1)', RequestStatus.pending);
    rec.success(calls.deleteRequest, 'the fresh account withdraws it', await api.send(calls.deleteRequest, as(fresh)));
  });
};
