/**
 * The payment sandbox as a browser and a merchant meet it: session.js and the card iframe (its
 * checks, its CSP, what it keeps of a card), the 3-D Secure and KNET pages in both languages, the
 * iframe hand-back, the API key, GetPaymentStatus's key types, the signed webhook with its
 * retries, and refunds: pending until decided (or executed by themselves after a wait), then the
 * signed RefundStatusChanged webhook.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MYFATOORAH_API_KEY, DEV_MYFATOORAH_WEBHOOK_SECRET } from '../config.js';
import { createMyFatoorahClient, type MyFatoorahClient } from '../services/payments/myfatoorah/client.js';
import { isValidWebhookSignature } from '../services/payments/myfatoorah/signature.js';
import { decideKnet, openPaymentPage, submitCard } from './sandbox-browser.js';
import { startTestPaymentSandbox, type TestPaymentSandbox } from './test-sandbox.js';

interface Received {
  body: { EventType: number; Event: string; Data: Record<string, unknown> };
  signature: string | undefined;
}

describe('the payment sandbox', () => {
  let sandbox: TestPaymentSandbox;
  let client: MyFatoorahClient;
  let merchant: Server;
  const received: Received[] = [];
  let answerStatus = (_n: number) => 200;

  const card = async (number: string, language: 'en' | 'ar' = 'en') => {
    const { sessionId } = await client.initiateSession();
    expect((await submitCard(sandbox.url, sessionId, number)).status).toBe(200);
    return client.executePayment({
      amountFils: 12_500,
      sessionId,
      customerName: 'Dana',
      callbackUrl: 'https://shop.test/en/thanks?orderId=1',
      errorUrl: 'https://shop.test/en/check-out?orderId=1',
      language,
      customerReference: `REF-${number}`,
      items: [],
    });
  };

  beforeAll(async () => {
    merchant = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        received.push({
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          signature: request.headers['myfatoorah-signature'] as string | undefined,
        });
        response.writeHead(answerStatus(received.length)).end();
      });
    });
    await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
    sandbox = await startTestPaymentSandbox({
      webhookUrl: `http://127.0.0.1:${(merchant.address() as AddressInfo).port}/hook`,
      webhookRetryDelaysMs: [20, 20, 20],
    });
    client = createMyFatoorahClient({ baseUrl: sandbox.url, apiKey: DEV_MYFATOORAH_API_KEY, timeoutMs: 2_000 });
  });
  const knetPaid = async (reference: string, amountFils: number) => {
    const executed = await client.executePayment({
      amountFils,
      paymentMethodId: 1,
      customerName: 'Dana',
      callbackUrl: 'https://shop.test/en/thanks',
      errorUrl: 'https://shop.test/en/check-out',
      language: 'en',
      customerReference: reference,
      items: [],
    });
    await decideKnet(executed.paymentUrl, 'approve');
    return executed;
  };
  const refundEvents = () => received.filter((r) => r.body.EventType === 2);
  const waitForRefundEvents = async (n: number) => {
    const deadline = Date.now() + 3_000;
    while (refundEvents().length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return refundEvents();
  };

  afterAll(async () => {
    await sandbox?.close();
    await new Promise<void>((resolve) => merchant?.close(() => resolve()));
  });

  it('serves session.js with myFatoorah.init and submit, and the card iframe from its own origin', async () => {
    const script = await fetch(`${sandbox.url}/cardview/v2/session.js`);
    expect(script.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    const text = await script.text();
    expect(text).toContain("frame.src = origin + '/cardview/v2/card?'");
    expect(text).toContain('event.origin !== origin || event.source !== frame.contentWindow');

    const bare = await fetch(`${sandbox.url}/cardview/v2/card?sessionId=x`);
    expect(bare.status).toBe(400);
    const page = await fetch(
      `${sandbox.url}/cardview/v2/card?sessionId=x&parentOrigin=${encodeURIComponent('http://localhost:3000')}&lang=ar`,
    );
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('رقم البطاقة');
    expect(html).toContain('<script src="/cardview/v2/card.js"></script>');
    const iframeScript = await (await fetch(`${sandbox.url}/cardview/v2/card.js`)).text();
    expect(iframeScript).toContain('event.origin !== parentOrigin || event.source !== window.parent');
  });

  it('checks a card before taking it for the session, and keeps only its brand and last digits', async () => {
    const { sessionId } = await client.initiateSession();
    const refusals: [string, Record<string, string>, string][] = [
      ['4000000000000001', {}, 'This card number is not valid.'],
      ['5123450000000008', { expiry: '01/20' }, 'Enter a date in the future as MM/YY.'],
      ['5123450000000008', { cvc: '12' }, 'Enter the 3 or 4 digits on the back of the card.'],
      ['378282246310005', { cvc: '123' }, 'Enter the 3 or 4 digits on the back of the card.'],
      ['5123450000000008', { holder: ' ' }, 'Enter the name on the card.'],
    ];
    for (const [number, overrides, message] of refusals) {
      expect(await submitCard(sandbox.url, sessionId, number, overrides)).toEqual({ status: 422, body: { message } });
    }
    expect(await submitCard(sandbox.url, 'no-such-session', '5123450000000008')).toMatchObject({ status: 422 });
    expect((await submitCard(sandbox.url, sessionId, '3782 8224 6310 005', { cvc: '1234' })).body).toEqual({
      cardBrand: 'Amex',
    });
    const executed = await client.executePayment({
      amountFils: 1_000,
      sessionId,
      customerName: 'Dana',
      callbackUrl: 'https://shop.test/ok',
      errorUrl: 'https://shop.test/no',
      language: 'en',
      customerReference: 'REF-AMEX',
      items: [],
    });
    const page = await openPaymentPage(executed.paymentUrl);
    expect(page.location).toMatch(/^https:\/\/shop\.test\/no\?paymentId=/);
    const raw = await fetch(`${sandbox.url}/v2/GetPaymentStatus`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEV_MYFATOORAH_API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Key: executed.invoiceId, KeyType: 'invoiceid' }),
    });
    const status = (await raw.json()) as { Data: { InvoiceTransactions: Record<string, unknown>[] } };
    expect(status.Data.InvoiceTransactions[0]).toMatchObject({
      TransactionStatus: 'Failed',
      CardNumber: 'xxxxxxxxxxxx0005',
      Error: 'Declined: not a sandbox test card',
    });
    expect(JSON.stringify(status)).not.toContain('378282246310005');
    // The session was used by that payment: the form cannot take another card for it.
    expect((await submitCard(sandbox.url, sessionId, '5123450000000008')).body.message).toBe(
      'This payment session was already used. Start the payment again.',
    );
  });

  it('sends a signed webhook for each finished attempt, and again until the merchant answers 2xx', async () => {
    received.length = 0;
    answerStatus = (n) => (n === 1 ? 500 : 200);
    const executed = await card('5123450000000008');
    await openPaymentPage(executed.paymentUrl);
    const deadline = Date.now() + 3_000;
    while (received.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(received).toHaveLength(2);
    for (const event of received) {
      expect(event.body.Data).toMatchObject({
        InvoiceId: Number(executed.invoiceId),
        TransactionStatus: 'SUCCESS',
        PaymentMethod: 'VISA/MASTER',
        InvoiceValueInBaseCurrency: '12.500',
        CustomerReference: 'REF-5123450000000008',
      });
      expect(isValidWebhookSignature(event.body.Data, DEV_MYFATOORAH_WEBHOOK_SECRET, event.signature)).toBe(true);
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(2);
    answerStatus = () => 200;
  });

  it('hands the return URL to the parent window when the page runs in an iframe', async () => {
    const executed = await card('5123450000000008');
    const page = await openPaymentPage(`${executed.paymentUrl}?iframeEnabled=true`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(
      /<a id="return" href="https:\/\/shop\.test\/en\/thanks\?orderId=1&amp;paymentId=\d+&amp;Id=\d+"/,
    );
    const script = await (await fetch(`${sandbox.url}/pay/return.js`)).text();
    expect(script).toContain("sender: 'MF-3DSecure'");
  });

  it('shows the KNET page in the invoice language, and unknown payment pages as not found', async () => {
    const executed = await client.executePayment({
      amountFils: 2_000,
      paymentMethodId: 1,
      customerName: 'Dana',
      callbackUrl: 'https://shop.test/ar/thanks',
      errorUrl: 'https://shop.test/ar/check-out',
      language: 'ar',
      customerReference: 'REF-KNET-AR',
      items: [{ name: 'عضوية', quantity: 2, unitFils: 1_000 }],
    });
    const page = await openPaymentPage(executed.paymentUrl);
    expect(page.html).toContain('<html lang="ar" dir="rtl">');
    expect(page.html).toContain('الدفع عبر كي نت');
    expect(page.html).toContain('2.000 KWD');
    const cancelled = await decideKnet(executed.paymentUrl, 'cancel');
    expect(cancelled.location).toMatch(/^https:\/\/shop\.test\/ar\/check-out\?paymentId=/);
    // KNET lets the customer try again on the same invoice.
    expect((await openPaymentPage(executed.paymentUrl)).status).toBe(200);
    const missing = await fetch(`${sandbox.url}/pay/0123456789abcdef`);
    expect(missing.status).toBe(404);
  });

  it('has an icon: linked from its pages and at /favicon.ico, which browsers ask for by themselves', async () => {
    const card = await (
      await fetch(`${sandbox.url}/cardview/v2/card?sessionId=s&parentOrigin=https://shop.test`)
    ).text();
    expect(card).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const icon = await fetch(`${sandbox.url}${path}`);
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toBe('image/svg+xml');
      expect(await icon.text()).toMatch(/^<svg /);
    }
  });

  it('answers its API only with the right key, and only for the key types of GetPaymentStatus', async () => {
    const call = (key: string, body: object) =>
      fetch(`${sandbox.url}/v2/GetPaymentStatus`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const unauthorised = await call('wrong', { Key: '1', KeyType: 'InvoiceId' });
    expect(unauthorised.status).toBe(401);
    expect(await unauthorised.json()).toMatchObject({ IsSuccess: false, Data: null });
    const badType = await call(DEV_MYFATOORAH_API_KEY, { Key: '1', KeyType: 'Email' });
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({ IsSuccess: false, ValidationErrors: [{ Name: 'KeyType' }] });
  });

  it('keeps a refund pending until decided, then sends the signed RefundStatusChanged', async () => {
    received.length = 0;
    const executed = await knetPaid('REF-REFUND-1', 4_000);
    const refund = await client.makeRefund({
      key: executed.invoiceId,
      keyType: 'InvoiceId',
      amountFils: 1_500,
      comment: 'Sorry',
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(refundEvents()).toEqual([]);

    const control = (key: string, body: object) =>
      fetch(`${sandbox.url}/sandbox/refunds/${refund.refundId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await control('wrong', { decision: 'refund' })).status).toBe(401);
    expect((await control(DEV_MYFATOORAH_API_KEY, { decision: 'maybe' })).status).toBe(400);
    expect(await sandbox.decideRefund(refund.refundId, 'refund')).toBe(200);

    const [event] = await waitForRefundEvents(1);
    expect(event?.body).toMatchObject({
      EventType: 2,
      Event: 'RefundStatusChanged',
      Data: {
        RefundId: Number(refund.refundId),
        RefundReference: refund.refundReference,
        RefundStatus: 'REFUNDED',
        Amount: '1.500',
        Comments: 'Sorry',
        InvoiceId: Number(executed.invoiceId),
        GatewayReference: { RefundAmount: '1.500', Currency: 'KWD', PaymentMethod: 'KNET' },
      },
    });
    expect(isValidWebhookSignature(event?.body.Data ?? {}, DEV_MYFATOORAH_WEBHOOK_SECRET, event?.signature)).toBe(true);
    // Decided once: a second decision changes nothing and sends nothing.
    expect(await sandbox.decideRefund(refund.refundId, 'cancel')).toBe(400);
    await new Promise((r) => setTimeout(r, 100));
    expect(refundEvents()).toHaveLength(1);
  });

  it('with a settling wait, executes a refund by itself and sends its webhook', async () => {
    received.length = 0;
    const settling = await startTestPaymentSandbox({
      webhookUrl: `http://127.0.0.1:${(merchant.address() as AddressInfo).port}/hook`,
      refundSettleMs: 0,
    });
    try {
      const own = createMyFatoorahClient({ baseUrl: settling.url, apiKey: DEV_MYFATOORAH_API_KEY, timeoutMs: 2_000 });
      const executed = await own.executePayment({
        amountFils: 2_000,
        paymentMethodId: 1,
        customerName: 'Dana',
        callbackUrl: 'https://shop.test/en/thanks',
        errorUrl: 'https://shop.test/en/check-out',
        language: 'en',
        customerReference: 'REF-REFUND-2',
        items: [],
      });
      await decideKnet(executed.paymentUrl, 'approve');
      const refund = await own.makeRefund({
        key: executed.invoiceId,
        keyType: 'InvoiceId',
        amountFils: 2_000,
        comment: 'x',
      });
      const [event] = await waitForRefundEvents(1);
      expect(event?.body.Data).toMatchObject({ RefundId: Number(refund.refundId), RefundStatus: 'REFUNDED' });
      expect(await own.getRefundStatus(refund.refundId)).toMatchObject({ state: 'done', amountFils: 2_000 });
    } finally {
      await settling.close();
    }
  });
});
