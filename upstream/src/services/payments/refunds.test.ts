/**
 * Refunds: the rules of recording one (a paid order only, never past what was paid less the
 * refunds pending or done, once per idempotency key) on PGlite; and on PostgreSQL — real
 * concurrent transactions — against the payment sandbox: the same refund asked for at once makes
 * one refund and one MakeRefund, the provider's refusal and silence, and the refund-status
 * webhook (forged 401, replayed 409, a lie checked with the provider) settling pending → done or
 * refused once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calls } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devPaymentsConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { orders, paymentWebhookEvents, type RefundRow, refunds, users } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { openPaymentPage, paymentIdOf, submitCard } from '../../payment-sandbox/sandbox-browser.js';
import { startTestPaymentSandbox, type TestPaymentSandbox } from '../../payment-sandbox/test-sandbox.js';
import { apiClient, login } from '../../test/api-client.js';
import { PAYMENT_WEBHOOK_PATH, sharedTestUpstream, startTestUpstream, type TestUpstream } from '../../testing.js';
import type { Payments, UpstreamContext } from '../context.js';
import type { PushEvent } from '../push/push-webhook.js';
import { createMyFatoorahClient, type MyFatoorahClient } from './myfatoorah/client.js';
import { signWebhookData } from './myfatoorah/signature.js';
import {
  type RefundRequest,
  recordRefund,
  refundsOf,
  requestRefund,
  settlePendingRefunds,
  submitPendingRefunds,
} from './refunds.js';

/** The pushes the refund services sent through a test's context, in order. */
const pushed: { userId: number; event: PushEvent }[] = [];

/** What the refund services use of the API's context (pushes recorded in `pushed`). */
const contextOf = (db: Db, payments: Payments | null, log: UpstreamContext['log']): UpstreamContext =>
  ({
    db,
    log,
    payments,
    clock: () => new Date(),
    push: { send: (userId: number, event: PushEvent) => void pushed.push({ userId, event }) },
  }) as Partial<UpstreamContext> as UpstreamContext;

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.status, key: error.key, errors: error.errors };
};

describe('recording refunds (PGlite)', () => {
  let upstream: TestUpstream;
  let userId: number;
  let next = 0;

  const order = async (status: 'paid' | 'pending' | 'failed', amountFils = 10_000) => {
    next += 1;
    const [row] = await upstream.db
      .insert(orders)
      .values({
        userId,
        reference: `BDL-REFUND-${next}`,
        status,
        amountFils,
        provider: 'myfatoorah',
        invoiceId: String(100 + next),
        paymentId: status === 'paid' ? `0705${next}` : null,
        paidAt: status === 'paid' ? new Date() : null,
      })
      .returning();
    if (!row) throw new Error('no order');
    return row;
  };
  const record = (input: Partial<RefundRequest> & { orderId: number }) =>
    upstream.db.transaction((tx) =>
      recordRefund(tx as unknown as Db, {
        amountFils: 1_000,
        reason: 'Banner rejected',
        idempotencyKey: `key-${Math.random()}`,
        requestedBy: null,
        ...input,
      }),
    );

  beforeAll(async () => {
    upstream = await sharedTestUpstream({ payments: null });
    const [user] = await upstream.db.select({ id: users.id }).from(users).limit(1);
    if (!user) throw new Error('no seeded user');
    userId = user.id;
  });
  afterAll(async () => upstream?.close());

  it('refuses an order that is not paid (422) and one that does not exist (404)', async () => {
    for (const status of ['pending', 'failed'] as const) {
      const unpaid = await order(status);
      expect(await refusal(record({ orderId: unpaid.id }))).toMatchObject({ status: 422, key: 'error.refundUnpaid' });
    }
    expect(await refusal(record({ orderId: 999_999 }))).toMatchObject({ status: 404 });
    expect(await upstream.db.select().from(refunds)).toEqual([]);
  });

  it('refuses an amount that is not a positive whole number of fils, and an empty reason', async () => {
    const paid = await order('paid');
    for (const amountFils of [0, -5, 1.5]) {
      expect(await refusal(record({ orderId: paid.id, amountFils }))).toMatchObject({
        status: 422,
        errors: { amountFils: ['validation.invalid'] },
      });
    }
    expect(await refusal(record({ orderId: paid.id, reason: '  ' }))).toMatchObject({
      errors: { reason: ['validation.required'] },
    });
  });

  it('takes a part, then the rest, and not a fils more; a refused refund frees its amount again', async () => {
    const paid = await order('paid', 10_000);
    const part = await record({ orderId: paid.id, amountFils: 4_000, requestedBy: userId });
    expect(part).toMatchObject({ state: 'pending', amountFils: 4_000, submittedAt: null, requestedBy: userId });
    expect(await refusal(record({ orderId: paid.id, amountFils: 6_001 }))).toMatchObject({
      status: 422,
      key: 'error.refundTooMuch',
      errors: { amountFils: ['error.refundTooMuch'] },
    });
    const rest = await record({ orderId: paid.id, amountFils: 6_000 });
    expect(await refusal(record({ orderId: paid.id, amountFils: 1 }))).toMatchObject({ key: 'error.refundTooMuch' });

    await upstream.db.update(refunds).set({ state: 'done' }).where(eq(refunds.id, part.id));
    await upstream.db.update(refunds).set({ state: 'refused' }).where(eq(refunds.id, rest.id));
    expect(await refusal(record({ orderId: paid.id, amountFils: 6_001 }))).toMatchObject({
      key: 'error.refundTooMuch',
    });
    expect(await record({ orderId: paid.id, amountFils: 6_000 })).toMatchObject({ state: 'pending' });
  });

  it('answers the refund a key already names, and refuses the key for another order (409)', async () => {
    const paid = await order('paid', 5_000);
    const first = await record({ orderId: paid.id, idempotencyKey: 'duplicate:1', amountFils: 5_000 });
    // Asked again — even with another amount, more than is left — it is the same refund.
    const again = await record({ orderId: paid.id, idempotencyKey: 'duplicate:1', amountFils: 5_000 });
    expect(again).toEqual(first);
    expect(await record({ orderId: paid.id, idempotencyKey: 'duplicate:1', amountFils: 1 })).toEqual(first);
    const other = await order('paid');
    expect(await refusal(record({ orderId: other.id, idempotencyKey: 'duplicate:1' }))).toMatchObject({
      status: 409,
      key: 'error.refundKeyReused',
    });
    expect(await upstream.db.select().from(refunds).where(eq(refunds.idempotencyKey, 'duplicate:1'))).toHaveLength(1);
  });

  it("gives each order its refunds, oldest first, and what was given back (the done ones')", async () => {
    const paid = await order('paid', 9_000);
    const none = await order('paid');
    const a = await record({ orderId: paid.id, amountFils: 1_000, reason: 'one' });
    const b = await record({ orderId: paid.id, amountFils: 2_000, reason: 'two' });
    await record({ orderId: paid.id, amountFils: 3_000, reason: 'three' });
    await upstream.db.update(refunds).set({ state: 'done' }).where(eq(refunds.id, a.id));
    await upstream.db.update(refunds).set({ state: 'done' }).where(eq(refunds.id, b.id));
    const found = await refundsOf(upstream.db, [paid.id, none.id]);
    expect(found.get(none.id)).toEqual({ refunds: [], refundedFils: 0 });
    expect(found.get(paid.id)).toEqual({
      refunds: [
        { id: a.id, amountFils: 1_000, state: 'done', reason: 'one', createdAt: expect.any(String) },
        { id: b.id, amountFils: 2_000, state: 'done', reason: 'two', createdAt: expect.any(String) },
        { id: expect.any(Number), amountFils: 3_000, state: 'pending', reason: 'three', createdAt: expect.any(String) },
      ],
      refundedFils: 3_000,
    });
    expect((await refundsOf(upstream.db, [])).size).toBe(0);
  });
});

interface Relayed {
  body: string;
  signature: string | undefined;
  status: number;
}

describe('refunds through the provider (PostgreSQL + the payment sandbox)', () => {
  let sandbox: TestPaymentSandbox;
  let upstream: TestUpstream;
  let relay: Server;
  let provider: MyFatoorahClient;
  let ctx: UpstreamContext;
  let payments: Payments;
  let madeRefunds = 0;
  const relayed: Relayed[] = [];
  let webhookUrl: string;

  const post = async (body: string, signature?: string) =>
    (
      await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'myfatoorah-signature': signature } : {}) },
        body,
      })
    ).status;
  const waitFor = async <T>(what: string, probe: () => Promise<T | undefined>): Promise<T> => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const found = await probe();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const refundRow = async (id: number) => (await upstream.db.select().from(refunds).where(eq(refunds.id, id)))[0];
  const settledAs = (id: number, state: 'done' | 'refused') =>
    waitFor(`refund ${id} ${state}`, async () => {
      const row = await refundRow(id);
      return row?.state === state ? row : undefined;
    });
  const refundEventOf = (refund: RefundRow) =>
    relayed.find((r) => {
      const body = JSON.parse(r.body) as { EventType: number; Data: { RefundId: number } };
      return body.EventType === 2 && String(body.Data.RefundId) === refund.providerRefundId;
    });

  /** A membership paid by card through the API: the order, settled by the customer's return. */
  const paidOrder = async () => {
    const api = apiClient(upstream.url);
    const token = await login(api, 'demo', 'demo1234');
    await api.post('/memberships/cart', { typeId: 3 }, { token });
    const { sessionId } = (await api.post('/orders/myfatoorah/session', {}, { token })).body;
    await submitCard(sandbox.url, sessionId, '5123450000000008');
    const start = calls.pay.response.parse((await api.post('/orders/myfatoorah/pay', { sessionId }, { token })).body);
    const paymentId = paymentIdOf((await openPaymentPage(start.paymentUrl)).location);
    const back = await api.get(`/orders/myfatoorah/callback?paymentId=${paymentId}`, { token });
    expect(back.body).toMatchObject({ status: 'paid' });
    const [order] = await upstream.db.select().from(orders).where(eq(orders.id, start.orderId));
    if (!order) throw new Error('no order');
    return order;
  };
  const ask = (orderId: number, key: string, amountFils: number) =>
    requestRefund(ctx, payments, {
      orderId,
      amountFils,
      reason: 'Charged twice',
      idempotencyKey: key,
      requestedBy: null,
    });

  beforeAll(async () => {
    sandbox = await startTestPaymentSandbox({ webhookRetryDelaysMs: [50, 100, 200] });
    upstream = await startTestUpstream({ database: 'postgres', payments: { baseUrl: sandbox.url, timeoutMs: 2_000 } });
    webhookUrl = `${upstream.origin}${PAYMENT_WEBHOOK_PATH}`;
    // Between the sandbox and the API: keeps each webhook as sent and the API's answer.
    relay = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const signature = request.headers['myfatoorah-signature'] as string | undefined;
        const status = await post(body, signature);
        relayed.push({ body, signature, status });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    sandbox.setWebhookUrl(`http://127.0.0.1:${(relay.address() as AddressInfo).port}/`);
    const base = createMyFatoorahClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, timeoutMs: 2_000 });
    provider = {
      ...base,
      makeRefund: (input) => {
        madeRefunds += 1;
        return base.makeRefund(input);
      },
    };
    payments = { config: devPaymentsConfig(sandbox.url), provider };
    ctx = contextOf(upstream.db, payments, upstream.app.log);
  });
  afterAll(async () => {
    await sandbox?.close();
    await upstream?.close();
    await new Promise<void>((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
  });

  it('the same refund asked for at once, many times: one refund, one MakeRefund', async () => {
    const order = await paidOrder();
    madeRefunds = 0;
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(order.id, `duplicate:${order.id}`, 20_000)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(madeRefunds).toBe(1);
    const rows = await upstream.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      state: 'pending',
      amountFils: 20_000,
      submittedAt: expect.any(Date),
      providerRefundId: expect.stringMatching(/^\d+$/),
    });
    const atProvider = await fetch(`${sandbox.url}/v2/GetRefundStatus`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ KeyType: 'InvoiceId', Key: order.invoiceId }),
    });
    expect(
      ((await atProvider.json()) as { Data: { RefundStatusResult: unknown[] } }).Data.RefundStatusResult,
    ).toHaveLength(1);
    // Asked again later: still that one.
    expect((await ask(order.id, `duplicate:${order.id}`, 20_000)).id).toBe(rows[0]?.id);
    expect(madeRefunds).toBe(1);
  });

  it('pending → done by the webhook; a lying event is checked with the provider; forged 401, replayed 409', async () => {
    const order = await paidOrder();
    const refund = await ask(order.id, `operator:${order.id}:1`, 5_000);
    expect(refund.providerRefundId).not.toBeNull();

    // Correctly signed but untrue: the provider still says pending, so nothing changes.
    const lie = JSON.stringify({
      EventType: 2,
      Event: 'RefundStatusChanged',
      DateTime: '01012030000000',
      CountryIsoCode: 'KWT',
      Data: { RefundId: Number(refund.providerRefundId), RefundStatus: 'REFUNDED', Amount: '5.000' },
    });
    const lieData = (JSON.parse(lie) as { Data: Record<string, unknown> }).Data;
    expect(await post(lie, signWebhookData(lieData, sandbox.webhookSecret))).toBe(200);
    expect(await refundRow(refund.id)).toMatchObject({ state: 'pending' });

    expect(await sandbox.decideRefund(refund.providerRefundId ?? '', 'refund')).toBe(200);
    const done = await settledAs(refund.id, 'done');
    expect(done.failureReason).toBeNull();
    expect((await refundsOf(upstream.db, [order.id])).get(order.id)?.refundedFils).toBe(5_000);
    const event = await waitFor('the refund webhook', async () => refundEventOf(refund));
    expect(event.status).toBe(200);
    const recorded = await upstream.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.orderId, order.id));
    expect(recorded.filter((r) => r.event === 'RefundStatusChanged')).toMatchObject([
      { invoiceId: null },
      { invoiceId: order.invoiceId },
    ]);

    // The same event again is a replay; a changed one or a bad signature is refused.
    expect(await post(event.body, event.signature)).toBe(409);
    const altered = event.body.replace('"Amount":"5.000"', '"Amount":"50.000"');
    expect(altered).not.toBe(event.body);
    expect(await post(altered, event.signature)).toBe(401);
    expect(await post(event.body, signWebhookData(JSON.parse(event.body).Data, 'not-the-webhook-secret'))).toBe(401);
    expect(await post(event.body)).toBe(401);
    expect(await refundRow(refund.id)).toEqual(done);
  });

  it('pending → refused by the webhook, once; what it held can be refunded again', async () => {
    const order = await paidOrder();
    const refund = await ask(order.id, `banner-rejected:${order.id}`, order.amountFils);
    expect(await sandbox.decideRefund(refund.providerRefundId ?? '', 'cancel')).toBe(200);
    const refused = await settledAs(refund.id, 'refused');
    expect(refused.failureReason).toMatch(/cancelled the refund/);
    // Final: the provider cannot take it back.
    expect(await sandbox.decideRefund(refund.providerRefundId ?? '', 'refund')).toBe(400);
    const again = await ask(order.id, `banner-rejected:${order.id}:again`, order.amountFils);
    expect(again).toMatchObject({ state: 'pending', providerRefundId: expect.any(String) });
  });

  it("the provider's refusal ends a refund refused with its reason", async () => {
    const order = await paidOrder();
    // Someone refunds it in the provider's portal first: nothing is left for Badal's refund.
    await provider.makeRefund({
      key: order.paymentId ?? '',
      keyType: 'PaymentId',
      amountFils: order.amountFils,
      comment: 'portal',
    });
    const refund = await ask(order.id, `operator:${order.id}:2`, 1_000);
    expect(refund).toMatchObject({
      state: 'refused',
      providerRefundId: null,
      failureReason: 'The refund amount is more than the 0.000 KD left to refund on this invoice.',
    });
  });

  it('a provider out of reach leaves the refund to be sent again; a missed webhook is caught up', async () => {
    const order = await paidOrder();
    const down = createMyFatoorahClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', timeoutMs: 500 });
    const offline = contextOf(upstream.db, { ...payments, provider: down }, upstream.app.log);
    const waiting = await requestRefund(
      offline,
      { ...payments, provider: down },
      {
        orderId: order.id,
        amountFils: 2_000,
        reason: 'Banner rejected',
        idempotencyKey: `banner-rejected:${order.id}`,
        requestedBy: null,
      },
    );
    expect(waiting).toMatchObject({ state: 'pending', submittedAt: null, providerRefundId: null });

    const sent = await submitPendingRefunds(ctx, payments);
    expect(sent.find((r) => r.id === waiting.id)).toMatchObject({ providerRefundId: expect.any(String) });
    const submitted = await refundRow(waiting.id);
    if (!submitted?.providerRefundId) throw new Error('not sent');

    // The provider decides while its webhook reaches nobody; the sweep asks it.
    sandbox.setWebhookUrl(undefined);
    try {
      expect(await sandbox.decideRefund(submitted.providerRefundId, 'refund')).toBe(200);
      pushed.length = 0;
      const settled = await settlePendingRefunds(ctx, payments);
      expect(settled.find((r) => r.id === waiting.id)).toMatchObject({ state: 'done' });
      // The customer's open tabs are told their payments changed.
      expect(pushed).toContainEqual({ userId: order.userId, event: { event: 'account', data: { reason: 'refund' } } });
    } finally {
      sandbox.setWebhookUrl(`http://127.0.0.1:${(relay.address() as AddressInfo).port}/`);
    }
  });
});
