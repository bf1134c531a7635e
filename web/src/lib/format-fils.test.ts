// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';
import { formatFils } from './format-fils';

const visible = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('formatFils', () => {
  it('shows whole fils as KWD with three decimals, exactly', () => {
    expect(visible(formatFils(20_000, 'en'))).toBe('KWD 20.000');
    expect(visible(formatFils(1_250_500, 'en'))).toBe('KWD 1,250.500');
    expect(visible(formatFils(5, 'en'))).toBe('KWD 0.005');
    // 2^53 is far away, but a sum like 0.1 + 0.2 would not print 0.300 through a float.
    expect(visible(formatFils(300, 'en'))).toBe('KWD 0.300');
  });

  it('looks like every other price on the page, in both languages', () => {
    for (const locale of ['en', 'ar'] as const) expect(formatFils(216_000, locale)).toBe(formatPrice(216, locale));
  });
});
