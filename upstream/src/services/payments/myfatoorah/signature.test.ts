import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidWebhookSignature, signedText, signWebhookData } from './signature.js';

describe("MyFatoorah's webhook signature", () => {
  const data = {
    InvoiceId: 586170,
    PaymentId: '100202106359084366',
    CustomerEmail: null,
    createdDate: '04032021211555',
    BaseCurrency: 'KWD',
    TransactionStatus: 'SUCCESS',
  };

  it('signs the Data properties ordered by name without regard to case, null as empty', () => {
    expect(signedText(data)).toBe(
      'BaseCurrency=KWD,createdDate=04032021211555,CustomerEmail=,InvoiceId=586170,PaymentId=100202106359084366,TransactionStatus=SUCCESS',
    );
  });

  it('is the base64 HMAC-SHA256 of that text with the secret', () => {
    const expected = createHmac('sha256', 'a-webhook-secret-key')
      .update(
        'BaseCurrency=KWD,createdDate=04032021211555,CustomerEmail=,InvoiceId=586170,PaymentId=100202106359084366,TransactionStatus=SUCCESS',
      )
      .digest('base64');
    expect(signWebhookData(data, 'a-webhook-secret-key')).toBe(expected);
  });

  it('accepts only the exact signature', () => {
    const signature = signWebhookData(data, 'a-webhook-secret-key');
    expect(isValidWebhookSignature(data, 'a-webhook-secret-key', signature)).toBe(true);
    expect(isValidWebhookSignature(data, 'a-webhook-secret-key', ` ${signature} `)).toBe(true);
    expect(isValidWebhookSignature(data, 'another-secret-key', signature)).toBe(false);
    expect(isValidWebhookSignature({ ...data, TransactionStatus: 'FAILED' }, 'a-webhook-secret-key', signature)).toBe(
      false,
    );
    expect(isValidWebhookSignature(data, 'a-webhook-secret-key', undefined)).toBe(false);
    expect(isValidWebhookSignature(data, 'a-webhook-secret-key', 'short')).toBe(false);
  });

  it("leaves a refund event's GatewayReference out of what is signed", () => {
    const refund = { RefundId: 2840, RefundStatus: 'REFUNDED', Amount: '5.000' };
    const withGateway = { ...refund, GatewayReference: { PaymentId: '1', RefundAmount: '5.000' } };
    expect(signedText(withGateway)).toBe('Amount=5.000,RefundId=2840,RefundStatus=REFUNDED');
    const signature = signWebhookData(refund, 'a-webhook-secret-key');
    expect(isValidWebhookSignature(withGateway, 'a-webhook-secret-key', signature)).toBe(true);
  });
});
