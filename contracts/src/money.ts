/**
 * Money is a whole number of fils (1 KWD = 1000 fils) everywhere: in the database, in the
 * contracts and in every sum (architecture §12). These helpers move between fils and the decimal text a
 * payment provider or a person reads ("1250.500") with string and integer arithmetic only, so no
 * amount ever passes through a binary fraction.
 */
import { z } from 'zod';

export const FILS_PER_KWD = 1000;
/** Decimal places of a KWD amount. */
const DECIMALS = 3;
/** Amounts stay well inside the integers a double holds exactly (and inside a 32-bit column). */
export const MAX_FILS = 2_000_000_000;

/** A non-negative whole number of fils. */
export const filsSchema = z.number().int().min(0).max(MAX_FILS);

export class MoneyError extends Error {
  override name = 'MoneyError';
}

const assertFils = (fils: number): void => {
  if (!Number.isSafeInteger(fils) || fils < 0 || fils > MAX_FILS) {
    throw new MoneyError(`not an amount of fils: ${fils}`);
  }
};

/** 12500 → "12.500" (always three decimals, no grouping, no currency). */
export const filsToDecimal = (fils: number): string => {
  assertFils(fils);
  const digits = String(fils).padStart(DECIMALS + 1, '0');
  return `${digits.slice(0, -DECIMALS)}.${digits.slice(-DECIMALS)}`;
};

const DECIMAL = /^(\d{1,10})(?:\.(\d{1,3}))?$/;

/**
 * "12.5", "12.500", "12" or the number 12.5 (as JSON gives it) → 12500. More than three decimals,
 * signs, exponents and anything else are refused: an amount that fils cannot hold exactly is an
 * error, never rounded. A number is read through its shortest decimal text, which is exactly the
 * text that was written for it (JSON amounts have at most three decimals).
 */
export const decimalToFils = (value: string | number): number => {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new MoneyError(`not a KWD amount with at most three decimals: ${JSON.stringify(value)}`);
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(DECIMALS, '0');
  const fils = Number(whole) * FILS_PER_KWD + Number(fraction);
  assertFils(fils);
  return fils;
};

/** The sum of amounts in fils; refuses to leave the safe range. */
export const sumFils = (amounts: readonly number[]): number => {
  let total = 0;
  for (const amount of amounts) {
    assertFils(amount);
    total += amount;
  }
  assertFils(total);
  return total;
};

/** A unit price times a whole quantity (days, uses). */
export const multiplyFils = (unitFils: number, quantity: number): number => {
  assertFils(unitFils);
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new MoneyError(`not a quantity: ${quantity}`);
  const total = unitFils * quantity;
  assertFils(total);
  return total;
};
