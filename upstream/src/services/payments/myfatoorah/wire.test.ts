import { describe, expect, it } from 'vitest';
import { ProviderAmount, providerJson } from './wire.js';

describe('providerJson', () => {
  it('writes amounts of fils as JSON numbers with three decimals, exactly', () => {
    const json = providerJson({
      InvoiceValue: new ProviderAmount(1_250_500),
      Items: [{ UnitPrice: new ProviderAmount(5) }],
    });
    expect(json).toBe('{"InvoiceValue":1250.500,"Items":[{"UnitPrice":0.005}]}');
    expect(JSON.parse(json)).toEqual({ InvoiceValue: 1250.5, Items: [{ UnitPrice: 0.005 }] });
  });

  it('leaves text that looks like an amount marker alone: the marker carries a per-call nonce', () => {
    const json = providerJson({ CustomerName: '~amount:0000000000000000:1~', Value: new ProviderAmount(1) });
    expect(JSON.parse(json)).toEqual({ CustomerName: '~amount:0000000000000000:1~', Value: 0.001 });
  });
});
