/**
 * The MyFatoorah adapter against the payment sandbox (the same protocol as the provider): every
 * endpoint's answer, the provider's refusals with their validation errors, a refused key, a card
 * that never gets an answer (timeout), refunds from request to refunded or cancelled; and against
 * a server that answers garbage, errors or nothing, which must all become "provider unavailable",
 * never a crash or a wrong success.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MYFATOORAH_API_KEY } from '../../../config.js';
import { decideKnet, openPaymentPage, paymentIdOf, submitCard } from '../../../payment-sandbox/sandbox-browser.js';
import { startTestPaymentSandbox, type TestPaymentSandbox } from '../../../payment-sandbox/test-sandbox.js';
import {
  createMyFatoorahClient,
  type ExecutePaymentInput,
  type MyFatoorahClient,
  ProviderRefusal,
  ProviderTimeout,
  ProviderUnavailable,
} from './client.js';

const payment = (overrides: Partial<ExecutePaymentInput> = {}): ExecutePaymentInput => ({
  amountFils: 20_000,
  paymentMethodId: 1,
  customerName: 'Dana Al-Sabah',
  customerEmail: 'demo@badal.test',
  callbackUrl: 'http://localhost:3000/en/thanks?orderId=7',
  errorUrl: 'http://localhost:3000/en/check-out?orderId=7',
  language: 'en',
  customerReference: 'BDL-TEST-1',
  items: [{ name: 'Pro membership, monthly', quantity: 1, unitFils: 20_000 }],
  ...overrides,
});

describe('MyFatoorah adapter against the sandbox', () => {
  let sandbox: TestPaymentSandbox;
  let client: MyFatoorahClient;

  beforeAll(async () => {
    sandbox = await startTestPaymentSandbox({ hangMs: 3_000 });
    client = createMyFatoorahClient({ baseUrl: sandbox.url, apiKey: DEV_MYFATOORAH_API_KEY, timeoutMs: 1_000 });
  });
  afterAll(async () => sandbox?.close());

  it('InitiateSession answers a session id and the country', async () => {
    const session = await client.initiateSession();
    expect(session.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.countryCode).toBe('KWT');
  });

  it('InitiatePayment lists KNET (id 1, by redirect) and cards (embedded)', async () => {
    const methods = await client.initiatePayment(20_500);
    expect(methods.map((m) => [m.PaymentMethodId, m.PaymentMethodCode, m.IsEmbeddedSupported])).toEqual([
      [1, 'kn', false],
      [2, 'vm', true],
    ]);
    expect(methods[0]?.PaymentMethodAr).toBe('كي نت');
    expect(methods[0]?.TotalAmount).toBe(20.5);
  });

  it('ExecutePayment with KNET makes an invoice; GetPaymentStatus finds it by invoice id and reference', async () => {
    const executed = await client.executePayment(payment({ customerReference: 'BDL-KNET-1' }));
    expect(executed.invoiceId).toMatch(/^\d+$/);
    expect(executed.paymentUrl).toBe(`${sandbox.url}/pay/${executed.paymentUrl.split('/pay/')[1]}`);
    const byInvoice = await client.getPaymentStatus(executed.invoiceId, 'InvoiceId');
    expect(byInvoice).toEqual({
      invoiceId: executed.invoiceId,
      invoiceStatus: 'Pending',
      customerReference: 'BDL-KNET-1',
      invoiceValueFils: 20_000,
      transactions: [],
    });
    expect((await client.getPaymentStatus('BDL-KNET-1', 'CustomerReference')).invoiceId).toBe(executed.invoiceId);
  });

  it('ExecutePayment with a submitted card session; the payment page pays it; GetPaymentStatus by payment id', async () => {
    const { sessionId } = await client.initiateSession();
    expect((await submitCard(sandbox.url, sessionId, '5123 4500 0000 0008')).body).toEqual({ cardBrand: 'Master' });
    const executed = await client.executePayment(payment({ sessionId, paymentMethodId: undefined }));
    const page = await openPaymentPage(executed.paymentUrl);
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^http:\/\/localhost:3000\/en\/thanks\?orderId=7&paymentId=\d{18}&Id=\d{18}$/);
    const status = await client.getPaymentStatus(paymentIdOf(page.location), 'PaymentId');
    expect(status).toMatchObject({ invoiceId: executed.invoiceId, invoiceStatus: 'Paid', invoiceValueFils: 20_000 });
    expect(status.transactions).toEqual([
      {
        paymentId: paymentIdOf(page.location),
        status: 'Succss',
        gateway: 'VISA/MASTER',
        error: null,
        date: expect.any(String),
      },
    ]);
  });

  it('a refusal carries the provider message and its validation errors', async () => {
    const { sessionId } = await client.initiateSession();
    const refused = await client.executePayment(payment({ sessionId, paymentMethodId: undefined })).catch((e) => e);
    expect(refused).toBeInstanceOf(ProviderRefusal);
    expect(refused.providerMessage).toBe('Invalid data');
    expect(refused.validationErrors).toEqual([
      { name: 'SessionId', error: 'No card details were submitted in this session.' },
    ]);
    expect(refused.reason).toBe('No card details were submitted in this session.');

    const mismatch = await client
      .executePayment(payment({ items: [{ name: 'x', quantity: 1, unitFils: 1 }] }))
      .catch((e) => e);
    expect(mismatch).toBeInstanceOf(ProviderRefusal);
    expect(mismatch.reason).toMatch(/total of the invoice items/);

    const unknown = await client.getPaymentStatus('999999999999999999', 'PaymentId').catch((e) => e);
    expect(unknown).toBeInstanceOf(ProviderRefusal);
    expect(unknown.reason).toBe('No invoice matches this key.');
  });

  it('a session pays once: the second ExecutePayment with it is refused', async () => {
    const { sessionId } = await client.initiateSession();
    await submitCard(sandbox.url, sessionId, '5123450000000008');
    await client.executePayment(payment({ sessionId, paymentMethodId: undefined }));
    const again = await client.executePayment(payment({ sessionId, paymentMethodId: undefined })).catch((e) => e);
    expect(again).toBeInstanceOf(ProviderRefusal);
    expect(again.reason).toBe('This session was already used.');
  });

  it('a refused API key is "unavailable", not a refusal of the customer', async () => {
    const wrong = createMyFatoorahClient({ baseUrl: sandbox.url, apiKey: 'not-the-key', timeoutMs: 1_000 });
    const error = await wrong.initiateSession().catch((e) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error.message).toMatch(/API key was refused \(401\)/);
  });

  /** A KNET invoice the customer approved: its invoice and the successful payment. */
  const paidKnet = async (reference: string, amountFils: number) => {
    const executed = await client.executePayment(
      payment({ customerReference: reference, amountFils, items: [{ name: 'x', quantity: 1, unitFils: amountFils }] }),
    );
    const page = await decideKnet(executed.paymentUrl, 'approve');
    return { invoiceId: executed.invoiceId, paymentId: paymentIdOf(page.location) };
  };

  it('MakeRefund files a pending refund; GetRefundStatus follows it to refunded (done) or cancelled (refused)', async () => {
    const paid = await paidKnet('BDL-REFUND-1', 20_000);
    const first = await client.makeRefund({
      key: paid.paymentId,
      keyType: 'PaymentId',
      amountFils: 5_250,
      comment: 'Banner rejected',
    });
    expect(first).toEqual({
      refundId: expect.stringMatching(/^\d+$/),
      refundReference: expect.any(String),
      amountFils: 5_250,
    });
    expect(await client.getRefundStatus(first.refundId)).toEqual({
      refundId: first.refundId,
      state: 'pending',
      providerStatus: 'Pending',
      refundReference: first.refundReference,
      invoiceId: paid.invoiceId,
      amountFils: 5_250,
    });
    expect(await sandbox.decideRefund(first.refundId, 'refund')).toBe(200);
    expect(await client.getRefundStatus(first.refundId)).toMatchObject({ state: 'done', providerStatus: 'Refunded' });
    // Decided is final.
    expect(await sandbox.decideRefund(first.refundId, 'cancel')).toBe(400);

    const rest = await client.makeRefund({
      key: paid.invoiceId,
      keyType: 'InvoiceId',
      amountFils: 14_750,
      comment: 'x',
    });
    expect(await sandbox.decideRefund(rest.refundId, 'cancel')).toBe(200);
    expect(await client.getRefundStatus(rest.refundId)).toMatchObject({ state: 'refused', providerStatus: 'Canceled' });
    // A cancelled refund gave nothing back: its amount can be asked again, and not a fils more.
    const again = await client.makeRefund({
      key: paid.paymentId,
      keyType: 'PaymentId',
      amountFils: 14_750,
      comment: 'x',
    });
    expect(await client.getRefundStatus(again.refundId)).toMatchObject({ state: 'pending' });
  });

  it('refuses a refund over what is left, of an unpaid invoice, of an unknown key; and an unknown refund', async () => {
    const paid = await paidKnet('BDL-REFUND-2', 3_000);
    await client.makeRefund({ key: paid.paymentId, keyType: 'PaymentId', amountFils: 2_000, comment: 'part' });
    const tooMuch = await client
      .makeRefund({ key: paid.paymentId, keyType: 'PaymentId', amountFils: 1_001, comment: 'rest' })
      .catch((e) => e);
    expect(tooMuch).toBeInstanceOf(ProviderRefusal);
    expect(tooMuch.reason).toBe('The refund amount is more than the 1.000 KD left to refund on this invoice.');

    const unpaid = await client.executePayment(payment({ customerReference: 'BDL-REFUND-3' }));
    const notPaid = await client
      .makeRefund({ key: unpaid.invoiceId, keyType: 'InvoiceId', amountFils: 1_000, comment: 'x' })
      .catch((e) => e);
    expect(notPaid).toBeInstanceOf(ProviderRefusal);
    expect(notPaid.reason).toBe('Only a paid invoice can be refunded.');

    const unknown = await client
      .makeRefund({ key: '999999999999999999', keyType: 'PaymentId', amountFils: 1_000, comment: 'x' })
      .catch((e) => e);
    expect(unknown).toBeInstanceOf(ProviderRefusal);
    expect(unknown.reason).toBe('No invoice matches this key.');

    const noRefund = await client.getRefundStatus('1').catch((e) => e);
    expect(noRefund).toBeInstanceOf(ProviderRefusal);
    expect(noRefund.reason).toBe('No refund matches this key.');
  });

  it('the timeout card: ExecutePayment never answers, the adapter gives up in time', async () => {
    const { sessionId } = await client.initiateSession();
    await submitCard(sandbox.url, sessionId, '4000000000000119');
    const started = Date.now();
    const error = await client.executePayment(payment({ sessionId, paymentMethodId: undefined })).catch((e) => e);
    expect(error).toBeInstanceOf(ProviderTimeout);
    expect(Date.now() - started).toBeLessThan(2_900);
  });
});

describe('MyFatoorah adapter against a provider answering badly', () => {
  let server: Server;
  let url: string;
  let respond: (req: IncomingMessage, res: ServerResponse, body: string) => void = () => {};
  let lastBody = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString('utf8');
      });
      req.on('end', () => {
        lastBody = body;
        respond(req, res, body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const client = () => createMyFatoorahClient({ baseUrl: url, apiKey: 'k', timeoutMs: 500 });
  const json = (status: number, body: unknown) => (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  it('writes amounts as exact decimals with three places, and sends the key as a bearer token', async () => {
    let auth = '';
    respond = (req, res) => {
      auth = req.headers.authorization ?? '';
      json(200, {
        IsSuccess: true,
        Message: '',
        ValidationErrors: null,
        Data: { InvoiceId: 5, PaymentURL: 'https://pay.example/x' },
      })(req, res);
    };
    await client().executePayment(
      payment({ amountFils: 1_250_500, items: [{ name: 'a', quantity: 1, unitFils: 1_250_500 }] }),
    );
    expect(auth).toBe('Bearer k');
    expect(lastBody).toContain('"InvoiceValue":1250.500,');
    expect(lastBody).toContain('"UnitPrice":1250.500}');
    expect(lastBody).toContain('"PaymentMethodId":1');
  });

  it('asks for a refund with an exact decimal amount, never charging the customer, and reads the answer', async () => {
    respond = json(200, {
      IsSuccess: true,
      Message: 'Refund request submitted successfully',
      ValidationErrors: null,
      Data: { Key: '0705', RefundId: 2840, RefundReference: '2026000019', Amount: 1250.5, Comment: 'c' },
    });
    const made = await client().makeRefund({ key: '0705', keyType: 'PaymentId', amountFils: 1_250_500, comment: 'c' });
    expect(made).toEqual({ refundId: '2840', refundReference: '2026000019', amountFils: 1_250_500 });
    expect(JSON.parse(lastBody.replace('1250.500', '0'))).toEqual({
      KeyType: 'PaymentId',
      Key: '0705',
      RefundChargeOnCustomer: false,
      ServiceChargeOnCustomer: false,
      Amount: 0,
      Comment: 'c',
      AmountDeductedFromSupplier: 0,
    });
    expect(lastBody).toContain('"Amount":1250.500,');
  });

  it("reads the refund's status in either spelling, and refuses one it cannot read", async () => {
    const status = (RefundStatus: string, RefundId: number | string = 2840) =>
      json(200, {
        IsSuccess: true,
        Message: '',
        ValidationErrors: null,
        Data: {
          RefundStatusResult: [{ RefundId, RefundStatus, InvoiceId: 77, Amount: '5.000', RefundReference: 'r' }],
        },
      });
    respond = status('REFUNDED');
    expect(await client().getRefundStatus('2840')).toMatchObject({ state: 'done', invoiceId: '77', amountFils: 5_000 });
    expect(JSON.parse(lastBody)).toEqual({ KeyType: 'RefundId', Key: '2840' });
    respond = status('Canceled');
    expect((await client().getRefundStatus('2840')).state).toBe('refused');
    respond = status('Pending');
    expect((await client().getRefundStatus('2840')).state).toBe('pending');
    respond = status('Lost');
    expect(
      await client()
        .getRefundStatus('2840')
        .catch((e) => e.message),
    ).toMatch(/unknown refund status 'Lost'/);
    respond = status('Refunded', 1);
    expect(
      await client()
        .getRefundStatus('2840')
        .catch((e) => e),
    ).toBeInstanceOf(ProviderUnavailable);
  });

  const unavailable: [string, typeof respond, RegExp][] = [
    [
      'an HTML error page',
      (_q, res) => {
        res.writeHead(502, { 'content-type': 'text/html' }).end('<html><h1>502 Bad Gateway</h1></html>');
      },
      /not JSON/,
    ],
    ['JSON without the envelope', json(200, { ok: true }), /without its envelope/],
    [
      'a 500 with IsSuccess false',
      json(500, { IsSuccess: false, Message: 'Internal error', ValidationErrors: null, Data: null }),
      /500 Internal error/,
    ],
    [
      'success with Data of another shape',
      json(200, { IsSuccess: true, Message: '', ValidationErrors: null, Data: { SessionId: 42 } }),
      /unexpected Data \(SessionId, CountryCode\)/,
    ],
    [
      'a status with an amount that is not one',
      json(200, {
        IsSuccess: true,
        Message: '',
        ValidationErrors: null,
        Data: { InvoiceId: 1, InvoiceStatus: 'Paid', InvoiceValue: '12.34567', InvoiceTransactions: [] },
      }),
      /at most three decimals/,
    ],
  ];

  for (const [what, answer, message] of unavailable) {
    it(`${what} → ProviderUnavailable`, async () => {
      respond = answer;
      const call = what.startsWith('a status')
        ? client().getPaymentStatus('1', 'InvoiceId')
        : client().initiateSession();
      const error = await call.catch((e) => e);
      expect(error).toBeInstanceOf(ProviderUnavailable);
      expect(error.message).toMatch(message);
    });
  }

  it('no answer → ProviderTimeout; a half-sent body counts as none', async () => {
    respond = () => {};
    expect(
      await client()
        .initiateSession()
        .catch((e) => e),
    ).toBeInstanceOf(ProviderTimeout);
    respond = (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"IsSuccess": tr');
    };
    expect(
      await client()
        .initiateSession()
        .catch((e) => e),
    ).toBeInstanceOf(ProviderTimeout);
  });

  it('no server at all → ProviderUnavailable', async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const closed = createMyFatoorahClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k', timeoutMs: 500 });
    const error = await closed.initiateSession().catch((e) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error.message).toMatch(/ECONNREFUSED/);
  });
});
