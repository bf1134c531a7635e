// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatKuwaitTime, formatNumber, formatPrice } from './format';

// Intl output uses narrow/no-break spaces and bidi marks; compare on visible characters only.
const visible = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('formatPrice', () => {
  it('shows KWD with 3 decimals', () => {
    expect(visible(formatPrice(1250.5, 'en'))).toBe('KWD 1,250.500');
    expect(visible(formatPrice('12', 'en'))).toBe('KWD 12.000');
    expect(visible(formatPrice('1,250.5', 'en'))).toBe('KWD 1,250.500');
  });

  it("shows 'KWD 0.000' when the value is not numeric", () => {
    expect(formatPrice('free', 'en')).toBe('KWD 0.000');
    expect(formatPrice(null, 'ar')).toBe('KWD 0.000');
    expect(formatPrice(Number.NaN, 'en')).toBe('KWD 0.000');
  });

  it('formats Arabic as English: the code first, Latin digits, three decimals', () => {
    const text = visible(formatPrice(3.5, 'ar'));
    expect(text).toContain('KWD');
    expect(text).toBe('KWD 3.500');
  });
});

describe('formatDate', () => {
  it('formats calendar dates in the language, and leaves bad input alone', () => {
    expect(formatDate('1990-04-25', 'en')).toBe('April 25, 1990');
    expect(formatDate('1990-04-25', 'ar')).toMatch(/أبريل|نيسان/);
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

describe('formatNumber', () => {
  it('groups digits from five digits on, in the language', () => {
    expect(formatNumber(2025, 'en')).toBe('2025');
    expect(formatNumber(320000, 'en')).toBe('320,000');
    expect(visible(formatNumber(84000, 'ar'))).toBe('84,000');
  });
});

describe('formatKuwaitTime', () => {
  it('writes the day and time in Kuwait (UTC+3) whatever the device zone, Latin digits in Arabic too', () => {
    const en = formatKuwaitTime('2026-11-29T07:00:00Z', 'en');
    expect(en).toContain('Sunday');
    expect(en).toContain('10:00');
    const ar = formatKuwaitTime('2026-11-29T07:00:00Z', 'ar');
    expect(ar).toContain('الأحد');
    expect(ar).toContain('10:00');
    // Past midnight in Kuwait while still the day before in UTC.
    expect(formatKuwaitTime('2026-11-29T22:30:00Z', 'en')).toContain('Monday');
  });
});
