import { describe, expect, it } from 'vitest';
import { decimalToFils, filsToDecimal, MAX_FILS, MoneyError, multiplyFils, sumFils } from './money.js';

describe('money in fils', () => {
  it('writes fils as a KWD decimal with three places', () => {
    expect(filsToDecimal(0)).toBe('0.000');
    expect(filsToDecimal(5)).toBe('0.005');
    expect(filsToDecimal(500)).toBe('0.500');
    expect(filsToDecimal(12_500)).toBe('12.500');
    expect(filsToDecimal(1_250_500)).toBe('1250.500');
    expect(filsToDecimal(MAX_FILS)).toBe('2000000.000');
  });

  it('refuses what is not an amount of fils', () => {
    for (const bad of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_FILS + 1]) {
      expect(() => filsToDecimal(bad), String(bad)).toThrow(MoneyError);
    }
  });

  it('reads decimals and JSON numbers into fils exactly', () => {
    expect(decimalToFils('12.500')).toBe(12_500);
    expect(decimalToFils('12.5')).toBe(12_500);
    expect(decimalToFils('12')).toBe(12_000);
    expect(decimalToFils(' 0.005 ')).toBe(5);
    expect(decimalToFils(12.5)).toBe(12_500);
    expect(decimalToFils(0.1)).toBe(100);
    // Binary fractions would make these 1250.4999… or 0.30000000000000004.
    expect(decimalToFils(1250.5)).toBe(1_250_500);
    expect(decimalToFils(0.3)).toBe(300);
    expect(decimalToFils(456.75)).toBe(456_750);
  });

  it('refuses more than three decimals, signs, exponents and text', () => {
    for (const bad of ['12.5001', '-1', '1e3', '', 'abc', '1,250.500', '.5', '12.', 1e21, -0.5, Number.NaN]) {
      expect(() => decimalToFils(bad), String(bad)).toThrow(MoneyError);
    }
  });

  it('round-trips every amount it writes', () => {
    for (const fils of [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 123_456_789]) {
      expect(decimalToFils(filsToDecimal(fils))).toBe(fils);
    }
  });

  it('adds and multiplies in whole fils and refuses to overflow', () => {
    expect(sumFils([])).toBe(0);
    expect(sumFils([10_000, 500, 1])).toBe(10_501);
    expect(multiplyFils(1_000, 7)).toBe(7_000);
    expect(multiplyFils(333, 3)).toBe(999);
    expect(() => sumFils([MAX_FILS, 1])).toThrow(MoneyError);
    expect(() => multiplyFils(MAX_FILS, 2)).toThrow(MoneyError);
    expect(() => multiplyFils(100, 1.5)).toThrow(MoneyError);
    expect(() => sumFils([1, -1])).toThrow(MoneyError);
  });
});
