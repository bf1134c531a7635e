/**
 * Memberships, the cart and paying (spec §7): the plans and promotions for sale, the main account's
 * memberships, a plan type into the cart and out again, a promotion for the suite's own published
 * ad, a session for the provider's card form, and the refusals (unknown plan, line, order,
 * payment; bad input; an empty cart). Starting payments leaves orders behind, so those checks run
 * only against a dev API (known by its outbox); the cart is left as it was found.
 */
import type { CallDef } from '../../call.js';
import { fillPath } from '../../call-paths.js';
import { calls } from '../../calls/index.js';
import type { Memberships, MembershipTypes } from '../../entities/membership.js';
import type { Cart, CouponCheck, PaymentSession, PaymentStart } from '../../entities/payment.js';
import type { Promotion } from '../../entities/promotion.js';
import type { ApiResponse } from '../client.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';
import { randomTag } from '../identity.js';

const CALLS: readonly CallDef[] = [
  calls.membershipTypes,
  calls.promotions,
  calls.memberships,
  calls.getCart,
  calls.addMembershipToCart,
  calls.deleteCartItem,
  calls.addPromotionToCart,
  calls.promoteFromAllowance,
  calls.paymentSession,
  calls.pay,
  calls.paymentCallback,
  calls.getOrder,
  calls.listOrders,
  calls.checkCoupon,
];

const PROVIDER_DOWN =
  'needs a card provider that fails (no answer, garbage, or payments not set up): the API’s own tests cover it';

const skipProviderFailures = (ctx: SuiteContext, call: CallDef) => {
  ctx.rec.skip(call, 'provider failure → 502', PROVIDER_DOWN, { status: 502, code: 'payment_provider_unavailable' });
  ctx.rec.skip(call, 'payments not set up → 503', PROVIDER_DOWN, { status: 503, code: 'payment_provider_unavailable' });
  ctx.rec.skip(call, 'provider timeout → 504', PROVIDER_DOWN, { status: 504, code: 'payment_provider_timeout' });
};

/** The cart's total is the sum of its lines, in whole fils. */
const consistent = (cart: Cart) =>
  cart.items.reduce((sum, line) => sum + line.amountFils, 0) === cart.totalFils
    ? undefined
    : `totalFils ${cart.totalFils} is not the sum of the lines`;

const catalogueChecks = async ({ api, rec }: SuiteContext) => {
  let types: MembershipTypes | undefined;
  await rec.guard(calls.membershipTypes, 'plans for sale', async () => {
    types = rec.success<MembershipTypes>(
      calls.membershipTypes,
      'monthly and yearly plan types',
      await api.send(calls.membershipTypes),
      (t) => (t.monthly.length > 0 && t.yearly.length > 0 ? undefined : 'no monthly or no yearly plan type'),
    );
  });
  await rec.guard(calls.promotions, 'promotions for sale', async () => {
    rec.success<Promotion[]>(
      calls.promotions,
      'the promotions with fee types',
      await api.send(calls.promotions),
      (s) => (s.length > 0 ? undefined : 'no promotion'),
    );
  });
  return types;
};

export const paymentChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, state } = ctx;
  const types = await catalogueChecks(ctx);
  const token = state.token;
  if (!token) {
    for (const call of CALLS.filter((c) => c.auth === 'required'))
      rec.skip(call, 'signed in', 'not run: signing in the main account failed', 'all');
    return;
  }
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });
  const cartNow = async (check: string) =>
    rec.success<Cart>(calls.getCart, check, await send(calls.getCart), consistent);

  const current = rec.success<Memberships>(
    calls.memberships,
    "the main account's memberships",
    await send(calls.memberships),
  )?.current;
  const before = await cartNow('the cart as found');
  const added: number[] = [];

  // A plan the account may buy: its own plan (a renewal) while one runs, else the first monthly one.
  const type = types?.monthly.find((t) => (current ? t.plan.id === current.plan.id : true));
  await rec.guard(calls.addMembershipToCart, 'plan type into the cart', async () => {
    const unknown = await send(calls.addMembershipToCart, { body: { typeId: UNKNOWN_ID } });
    rec.error(calls.addMembershipToCart, 'an unknown plan type → 422', unknown, 422, 'validation');
    if (!type) return rec.skip(calls.addMembershipToCart, 'a plan type into the cart', 'not run: no plan type listed');
    const cart = rec.success<Cart>(
      calls.addMembershipToCart,
      'a plan type into the cart',
      await send(calls.addMembershipToCart, { body: { typeId: type.typeId } }),
      (c) => {
        const line = c.items.find((i) => i.kind === 'membership');
        if (!line) return 'no membership line in the cart';
        if (line.amountFils !== type.priceFils)
          return `the line costs ${line.amountFils} fils, the plan ${type.priceFils}`;
        return consistent(c);
      },
    );
    const line = cart?.items.find((i) => i.kind === 'membership');
    if (line) added.push(line.itemId);
  });

  await rec.guard(calls.addPromotionToCart, 'a promotion for an own ad', async () => {
    const promotions = calls.promotions.response.safeParse((await api.send(calls.promotions)).json).data as
      | Promotion[]
      | undefined;
    const refresh = promotions?.find((s) => s.unit === 'use') ?? promotions?.[0];
    const promotionId = refresh?.id ?? 1;
    const unknownPromotion = await send(calls.addPromotionToCart, {
      params: { membershipService: UNKNOWN_ID },
      body: { productId: UNKNOWN_ID },
    });
    rec.error(calls.addPromotionToCart, 'an unknown promotion → 404', unknownPromotion, 404, 'not_found');
    const unknownAd = await send(calls.addPromotionToCart, {
      params: { membershipService: promotionId },
      body: { productId: UNKNOWN_ID },
    });
    rec.error(calls.addPromotionToCart, 'an ad that is not the account’s → 404', unknownAd, 404, 'not_found');
    const bad = await api.raw('POST', fillPath(calls.addPromotionToCart.path, { membershipService: promotionId }), {
      body: { productId: 'x' },
      token,
    });
    rec.error(calls.addPromotionToCart, 'a product id that is not a number → 422', bad, 422, 'validation');
    const own = state.published;
    if (!own || !refresh) {
      return rec.skip(
        calls.addPromotionToCart,
        'a promotion for an own ad',
        'not run: the suite published no ad of its own (dev APIs only)',
      );
    }
    const body = {
      productId: own.id,
      ...(refresh.unit === 'day' ? { days: refresh.minUnits } : {}),
      ...(refresh.percentRange ? { percentage: refresh.percentRange.min } : {}),
    };
    const cart = rec.success<Cart>(
      calls.addPromotionToCart,
      'a promotion for the published ad',
      await send(calls.addPromotionToCart, { params: { membershipService: refresh.id }, body }),
      (c) =>
        c.items.some((i) => i.kind === refresh.code && i.feeTypeId === refresh.feeTypeId && i.data.productId === own.id)
          ? consistent(c)
          : 'no line of that promotion for the ad',
    );
    const line = cart?.items.find((i) => i.kind === refresh.code && i.data.productId === own.id);
    if (line) added.push(line.itemId);
  });

  await rec.guard(calls.promoteFromAllowance, 'a promotion from the allowance', async () => {
    const unknownPromotion = await send(calls.promoteFromAllowance, {
      params: { membershipService: UNKNOWN_ID },
      body: { productId: UNKNOWN_ID },
    });
    rec.error(calls.promoteFromAllowance, 'an unknown promotion → 404', unknownPromotion, 404, 'not_found');
    const unknownAd = await send(calls.promoteFromAllowance, {
      params: { membershipService: 1 },
      body: { productId: UNKNOWN_ID },
    });
    rec.error(calls.promoteFromAllowance, 'an ad that is not the account’s → 404', unknownAd, 404, 'not_found');
    const bad = await api.raw('POST', fillPath(calls.promoteFromAllowance.path, { membershipService: 1 }), {
      body: { productId: 'x' },
      token,
    });
    rec.error(calls.promoteFromAllowance, 'a product id that is not a number → 422', bad, 422, 'validation');
    const own = state.published;
    const mine = calls.memberships.response.safeParse((await send(calls.memberships)).json).data;
    if (!own || mine?.current) {
      return rec.skip(
        calls.promoteFromAllowance,
        'no allowance → 422',
        own ? 'not run: the account has a membership' : 'not run: the suite published no ad of its own (dev APIs only)',
      );
    }
    // Without a membership nothing is included: the boost must be bought, and nothing changed.
    const none = await send(calls.promoteFromAllowance, {
      params: { membershipService: 1 },
      body: { productId: own.id },
    });
    rec.error(calls.promoteFromAllowance, 'no membership allowance → 422', none, 422, 'validation');
  });

  await rec.guard(calls.checkCoupon, 'coupon check', async () => {
    const notValid = (what: string) => (c: CouponCheck) =>
      c.response || c.percentage !== null || c.message.trim() === '' ? `${what}: ${JSON.stringify(c)}` : undefined;
    rec.success<CouponCheck>(
      calls.checkCoupon,
      'an unknown code is not valid, with a message',
      await send(calls.checkCoupon, { query: { code: `NO-SUCH-${randomTag(8)}` } }),
      notValid('an unknown code'),
    );
    rec.success<CouponCheck>(
      calls.checkCoupon,
      'no code at all is not valid (an answer, not an error)',
      await api.raw('GET', calls.checkCoupon.path, { token }),
      notValid('no code'),
    );
  });

  await paymentFlowChecks(ctx, token, added);

  await rec.guard(calls.deleteCartItem, 'remove lines', async () => {
    for (const itemId of added) {
      rec.success<Cart>(
        calls.deleteCartItem,
        'remove a line the suite added (POST + _method=DELETE)',
        await send(calls.deleteCartItem, { params: { itemId }, body: {} }),
        (c) => (c.items.some((i) => i.itemId === itemId) ? 'the line is still there' : undefined),
      );
    }
    const unknown = await send(calls.deleteCartItem, { params: { itemId: UNKNOWN_ID }, body: {} });
    rec.error(calls.deleteCartItem, 'a line that is not in the cart → 404', unknown, 404, 'not_found');
    const after = await cartNow('the cart is as found');
    if (before && after && after.items.length !== before.items.length) {
      rec.fail(
        calls.getCart,
        'the cart is as found',
        `${before.items.length} lines before, ${after.items.length} after`,
      );
    }
  });
};

const paymentFlowChecks = async (ctx: SuiteContext, token: string, added: number[]) => {
  const { api, rec, outbox } = ctx;
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });
  for (const call of [calls.paymentSession, calls.pay, calls.paymentCallback]) skipProviderFailures(ctx, call);

  let session: PaymentSession | undefined;
  await rec.guard(calls.paymentSession, 'a card-form session', async () => {
    const unknown = await send(calls.paymentSession, { body: { itemType: 'membership', itemId: UNKNOWN_ID } });
    rec.error(calls.paymentSession, 'a line that is not in the cart → 404', unknown, 404, 'not_found');
    const bad = await api.raw('POST', calls.paymentSession.path, { body: { itemType: 'everything' }, token });
    rec.error(calls.paymentSession, 'an unknown item type → 422', bad, 422, 'validation');
    if (added.length === 0)
      return rec.skip(calls.paymentSession, 'a session for the cart', 'not run: nothing was put in the cart');
    session = rec.success<PaymentSession>(
      calls.paymentSession,
      'a session for the cart, with the ways to pay',
      await send(calls.paymentSession, { body: {} }),
      (s) => (s.paymentMethods.length > 0 ? undefined : 'no way to pay listed'),
    );
  });

  let started: PaymentStart | undefined;
  await rec.guard(calls.pay, 'start a payment', async () => {
    const none = await send(calls.pay, { body: { cashBack: 0 } });
    rec.error(calls.pay, 'no session and no payment method → 422', none, 422, 'validation');
    const foreign = await send(calls.pay, { body: { PaymentMethodId: 1, itemType: 'membership', itemId: UNKNOWN_ID } });
    rec.error(calls.pay, 'a line that is not in the cart → 404', foreign, 404, 'not_found');
    const cashBack = await api.raw('POST', calls.pay.path, {
      body: { PaymentMethodId: 1, cashBack: 7 },
      token,
    });
    rec.error(calls.pay, 'a cash back other than 0 → 422', cashBack, 422, 'validation');
    const redirect = session?.paymentMethods.find((m) => !m.embedded);
    if (!outbox || !session || !redirect) {
      const why = !outbox
        ? 'starting a payment leaves an order and an invoice: run only against a dev API (set CONFORMANCE_OUTBOX_URL or --outbox)'
        : 'not run: no session or no redirect payment method';
      rec.skip(calls.pay, 'the provider refuses a card session without a card → payment_failed', why, {
        status: 422,
        code: 'payment_failed',
      });
      return rec.skip(calls.pay, 'start a payment by redirect', why);
    }
    // A session nobody typed a card into: the provider refuses to execute it.
    const refused = await send(calls.pay, { body: { sessionId: session.sessionId, cashBack: 0 } });
    rec.error(
      calls.pay,
      'the provider refuses a card session without a card → payment_failed',
      refused,
      422,
      'payment_failed',
    );
    const reused = await send(calls.pay, { body: { sessionId: session.sessionId, cashBack: 0 } });
    rec.error(calls.pay, 'the same session again → 422', reused, 422, 'validation');
    const unknownCoupon = await send(calls.pay, {
      body: { PaymentMethodId: redirect.paymentMethodId, cashBack: 0, couponCode: `NO-SUCH-${randomTag(8)}` },
    });
    rec.error(calls.pay, 'a coupon that does not exist → 422, nothing started', unknownCoupon, 422, 'validation');
    started = rec.success<PaymentStart>(
      calls.pay,
      'start a payment by redirect (e.g. KNET)',
      await send(calls.pay, { body: { PaymentMethodId: redirect.paymentMethodId, cashBack: 0 } }),
      (p) => (/^https?:\/\//.test(p.paymentUrl) ? undefined : 'no provider page to send the customer to'),
    );
    const first = started;
    // Badal: one payable thing has one open payment; a second start (a double tap, a second tab) continues it.
    rec.success<PaymentStart>(
      calls.pay,
      'the same things started again continue the open payment (Badal: one open payment)',
      await send(calls.pay, { body: { PaymentMethodId: redirect.paymentMethodId, cashBack: 0 } }),
      (p) =>
        first && (p.orderId !== first.orderId || p.paymentUrl !== first.paymentUrl)
          ? `a second payment was started: order ${p.orderId}, first ${first.orderId}`
          : undefined,
    );
    // Part of the things an open payment holds, paid on its own: that payment is in progress.
    const cart = rec.success<Cart>(calls.getCart, 'the cart while a payment is open', await send(calls.getCart));
    const line = cart?.items[0];
    if (cart && line && cart.items.length > 1) {
      const part = await send(calls.pay, {
        body: { PaymentMethodId: redirect.paymentMethodId, cashBack: 0, itemType: line.kind, itemId: line.itemId },
      });
      rec.error(calls.pay, 'one line of a cart whose payment is open → 409 (Badal)', part, 409, 'payment_in_progress');
    } else {
      rec.skip(calls.pay, 'one line of a cart whose payment is open → 409 (Badal)', 'not run: the cart has one line', {
        status: 409,
        code: 'payment_in_progress',
      });
    }
  });

  await rec.guard(calls.paymentCallback, 'the customer is back', async () => {
    const unknown = await send(calls.paymentCallback, { query: { paymentId: '100000000000000001' } });
    rec.error(calls.paymentCallback, 'a payment the provider does not know → 404', unknown, 404, 'not_found');
    const empty = await api.raw('GET', calls.paymentCallback.path, { query: { paymentId: '' }, token });
    rec.error(calls.paymentCallback, 'no payment id → 422', empty, 422, 'validation');
    rec.skip(
      calls.paymentCallback,
      'a paid payment',
      'a payment id comes back from the provider’s pages in a browser: the API’s tests and the browser suite cover it',
    );
  });

  await rec.guard(calls.getOrder, 'orders', async () => {
    const unknown: ApiResponse = await send(calls.getOrder, { params: { orderId: UNKNOWN_ID } });
    rec.error(calls.getOrder, 'an unknown order → 404', unknown, 404, 'not_found');
    if (started) {
      const id = started.orderId;
      rec.success(calls.getOrder, 'the order just started', await send(calls.getOrder, { params: { orderId: id } }));
    } else {
      rec.skip(calls.getOrder, 'an order', 'not run: no payment was started');
    }
    rec.success(calls.listOrders, "the account's orders", await send(calls.listOrders, { query: { perPage: 5 } }));
  });
};
