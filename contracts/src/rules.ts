/**
 * The validation rules of spec §5 as reusable zod schemas. Every failure carries a message key
 * (see messages.ts) instead of prose, so the same rule renders in English or Arabic wherever it
 * runs: in the web forms, in the BFF before anything is forwarded, and in the reference API.
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PERCENT_MAX, PERCENT_MIN, PHONE_LENGTH } from './constants.js';
import type { MessageKey } from './messages.js';

const err = (key: MessageKey) => ({ error: key });

/** Empty strings and null count as "not given" for the rules that say so. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Bidirectional override/isolate controls can disguise text (e.g. reversed file names). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/**
 * Control characters (NUL, escape, C1 …) are nothing a person types and no database text column
 * takes NUL; tab and line breaks are the ones a text area sends.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Text free of control characters: the floor under every string a client sends. */
export const hasNoControlCharacters = (s: string): boolean => !CONTROL_CHARACTERS.test(s);
/** Markup has no place in plain-text fields; React escapes it, but it is refused at the door. */
const MARKUP = /<\s*\/?\s*[a-z!][^>]*>/i;

/** Plain text a person types: no markup, no direction overrides, bounded length. */
export const safeText = (max = 255) =>
  z
    .string(err('validation.required'))
    .max(max, err('validation.tooLong'))
    .refine(
      (s) => !BIDI_CONTROLS.test(s) && !MARKUP.test(s) && !CONTROL_CHARACTERS.test(s),
      err('validation.unsafeText'),
    );

/**
 * A string without control characters or direction overrides: for values that are not prose
 * (codes, tokens, search words), where markup is harmless but invisible characters are not.
 */
export const plainString = (max: number, key: MessageKey = 'validation.invalid') =>
  z
    .string(err(key))
    .max(max, err('validation.tooLong'))
    .refine((s) => hasNoControlCharacters(s) && !BIDI_CONTROLS.test(s), err('validation.unsafeText'));

const DECIMAL_TEXT = /^-?\d{1,15}(\.\d{1,15})?$/;
const INTEGER_TEXT = /^-?\d{1,15}$/;

/**
 * A number as JSON sends it, or as a URL or a form spells it in plain decimal digits. What
 * `Number()` would also accept — hex ('0x10'), exponents ('1e3'), `true`, `[5]`, '' — is refused
 * instead of being read as some other number.
 */
export const strictNumber = (key: MessageKey = 'validation.invalid', integer = false) =>
  z
    .union(
      [
        z.number(err(key)),
        z
          .string(err(key))
          .trim()
          .regex(integer ? INTEGER_TEXT : DECIMAL_TEXT, err(key))
          .transform(Number),
      ],
      err(key),
    )
    .pipe(integer ? z.number(err(key)).int(err(key)) : z.number(err(key)))
    .refine(Number.isFinite, err(key));

/** An integer from `min` to `max` (page numbers, counts …), parsed as strictly as `strictNumber`. */
export const integer = (min: number, max: number, key: MessageKey = 'validation.invalid') =>
  strictNumber(key, true).pipe(z.number().min(min, err(key)).max(max, err(key)));

/** required, name: non-empty (after trimming). */
export const required = (max = 255) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), safeText(max).min(1, err('validation.required')));
export const name = required;

/** number: greater than 0, not null. */
export const number = z.preprocess(
  blankToUndefined,
  strictNumber('validation.nonNegativeNumber').refine((n) => n > 0, err('validation.nonNegativeNumber')),
);

/** requiredAsNumber: at least 0, not null or empty. */
export const requiredAsNumber = z.preprocess(
  blankToUndefined,
  strictNumber('validation.required').refine((n) => n >= 0, err('validation.required')),
);

/** requiredAsArray: non-null, non-empty. */
export const requiredAsArray = <T extends z.ZodType>(item: T) =>
  z.array(item, err('validation.requiredArray')).min(1, err('validation.requiredArray'));

/** requiredAsPercent: 0 to 100. */
export const requiredAsPercent = z.preprocess(
  blankToUndefined,
  strictNumber('validation.percent').refine((n) => n >= PERCENT_MIN && n <= PERCENT_MAX, err('validation.percent')),
);

/** requiredAsPhone: exactly 8 characters, digits only (so no 'e' exponent either). */
export const requiredAsPhone = z
  .string(err('validation.required'))
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), err('validation.required'));

/** url: a valid http(s) URL. */
export const url = z
  .string(err('validation.url'))
  .trim()
  .max(2048, err('validation.tooLong'))
  .pipe(z.url({ protocol: /^https?$/, ...err('validation.url') }));

const DATE_PATTERN = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** date: yyyy-mm-dd with a year from 1900 to 2099, and a day that exists in that month. */
export const date = z.string(err('validation.date')).refine((s) => {
  if (!DATE_PATTERN.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}, err('validation.date'));

/** password: at least 6 characters. */
export const password = z
  .string(err('validation.password'))
  .min(PASSWORD_MIN_LENGTH, err('validation.password'))
  .max(128, err('validation.tooLong'))
  .refine(hasNoControlCharacters, err('validation.unsafeText'));

/** email: the standard e-mail pattern. */
export const email = z
  .string(err('validation.email'))
  .trim()
  .max(254, err('validation.tooLong'))
  .pipe(z.email(err('validation.email')));

/** file: required. Works for browser File objects and for server-side upload descriptors. */
export const file = z.custom<unknown>((v) => v !== undefined && v !== null && v !== '', err('validation.file'));

const MONEY_PATTERN = /^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
/** money, numberFormat: digit groups with commas, optional decimals. */
export const money = z.string(err('validation.money')).trim().regex(MONEY_PATTERN, err('validation.money'));
export const numberFormat = money;

/** Turns a money string ('1,250.500') into a number. */
export const parseMoney = (s: string): number => Number(s.replaceAll(',', ''));

/** A user name: what people sign in with. */
export const userName = z
  .string(err('validation.required'))
  .trim()
  .min(1, err('validation.required'))
  .regex(/^[A-Za-z0-9._-]{3,30}$/, err('validation.userName'));

/** The largest id an integer column holds: anything above it names nothing and must not reach the database. */
export const MAX_ID = 2_147_483_647;

/**
 * A positive integer id in a path or a body: a JSON number, or the plain decimal digits a URL or a
 * form spells it with. Hex ('0x1f'), exponents ('1e3'), signs and spaces are refused rather than
 * read as some other id, and so is anything beyond an integer column.
 */
export const id = z
  .union(
    [
      z.number(err('validation.invalid')),
      z
        .string(err('validation.invalid'))
        .regex(/^\d{1,10}$/, err('validation.invalid'))
        .transform(Number),
    ],
    err('validation.invalid'),
  )
  .pipe(
    z
      .number(err('validation.invalid'))
      .int(err('validation.invalid'))
      .positive(err('validation.invalid'))
      .max(MAX_ID, err('validation.invalid')),
  );

/** A slug as it appears in URLs. */
export const slug = z
  .string(err('validation.invalid'))
  .min(1, err('validation.required'))
  .max(200, err('validation.tooLong'))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, err('validation.invalid'));

/**
 * Structured data sent as JSON text in one query parameter or form field (search attributes,
 * ad attributes): parsed, then checked with `schema`. Unparseable text is 'validation.invalid'.
 */
export const jsonText = <T extends z.ZodType>(schema: T, maxLength: number) =>
  z
    .string(err('validation.invalid'))
    .max(maxLength, err('validation.tooLong'))
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** A 'true'/'false' ('1'/'0') flag from a query string or a form. */
export const flag = z
  .enum(['true', 'false', '1', '0'], err('validation.invalid'))
  .transform((v) => v === 'true' || v === '1');
