import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PHONE_LENGTH } from './constants.js';
import { isMessageKey } from './messages.js';
import * as rule from './rules.js';

/** The message keys a value fails with; empty when it passes. */
const failures = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

/** Asserts every value passes and every failure is exactly the rule's message key. */
const checkRule = (schema: z.ZodType, key: string, valid: unknown[], invalid: unknown[]) => {
  for (const value of valid) expect(failures(schema, value), `accepts ${JSON.stringify(value)}`).toEqual([]);
  for (const value of invalid) {
    const keys = failures(schema, value);
    expect(keys.length, `rejects ${JSON.stringify(value)}`).toBeGreaterThan(0);
    expect(new Set(keys), `message of ${JSON.stringify(value)}`).toEqual(new Set([key]));
  }
};

describe('§5 required, name', () => {
  it('accepts non-empty text and rejects empty, blank and non-text', () => {
    checkRule(rule.required(), 'validation.required', ['a', 'سيارة', ' x '], ['', '   ', undefined, null, 42, {}]);
    expect(rule.name).toBe(rule.required);
  });

  it('trims what it keeps', () => {
    expect(rule.required().parse('  Ali  ')).toBe('Ali');
  });

  it('bounds the length with validation.tooLong', () => {
    checkRule(rule.required(5), 'validation.tooLong', ['abcde'], ['abcdef']);
  });

  it('refuses markup and direction overrides with validation.unsafeText', () => {
    const unsafe = [
      '<script>alert(1)</script>',
      'hi <img src=x onerror=alert(1)>',
      '</div>',
      '<!-- x -->',
      'file\u202Egnp.exe',
      'a\u202Ab',
      '\u2066isolate\u2069',
      'nul\u0000byte',
      'esc\u001b[31m',
      'del\u007f',
      'c1\u0085',
    ];
    checkRule(rule.required(), 'validation.unsafeText', ['I love <3', 'a > b', 'مرحبا'], unsafe);
  });
});

describe('§5 number', () => {
  it('requires a number greater than 0', () => {
    checkRule(
      rule.number,
      'validation.nonNegativeNumber',
      [1, 0.5, '12', '3.25'],
      [0, -1, '0', null, '', 'abc', {}, true, [5], '0x10', '1e3', 'Infinity', Number.NaN],
    );
    expect(rule.number.parse('12')).toBe(12);
  });
});

describe('§5 requiredAsNumber', () => {
  it('accepts 0 and above, refuses null and empty', () => {
    checkRule(rule.requiredAsNumber, 'validation.required', [0, '0', 7, '7.5'], [-1, '-0.1', null, '', undefined, 'x']);
    expect(rule.requiredAsNumber.parse('0')).toBe(0);
  });
});

describe('§5 requiredAsArray', () => {
  it('refuses null and empty arrays', () => {
    const schema = rule.requiredAsArray(rule.required());
    checkRule(schema, 'validation.requiredArray', [['a'], ['a', 'b']], [[], null, undefined, 'a']);
  });
});

describe('§5 requiredAsPercent', () => {
  it('accepts 0 to 100 inclusive', () => {
    checkRule(rule.requiredAsPercent, 'validation.percent', [0, 100, '50', 12.5], [-1, 100.01, 101, '', null, 'x']);
  });
});

describe('§5 requiredAsPhone', () => {
  it(`requires exactly ${PHONE_LENGTH} digits`, () => {
    checkRule(
      rule.requiredAsPhone,
      'validation.required',
      ['12345678', ' 99887766 '],
      ['1234567', '123456789', '1234567a', '1e345678', '1234 678', '+9651234', '', null, 12345678],
    );
    expect(rule.requiredAsPhone.parse(' 99887766 ')).toBe('99887766');
  });
});

describe('§5 url', () => {
  it('accepts http and https URLs only', () => {
    checkRule(
      rule.url,
      'validation.url',
      ['https://badal.com.kw', 'http://example.com/a?b=c', ' https://instagram.com/badal '],
      ['not a url', 'javascript:alert(1)', 'ftp://example.com', 'example.com', '', null],
    );
  });

  it('bounds the length', () => {
    expect(failures(rule.url, `https://example.com/${'a'.repeat(2100)}`)).toContain('validation.tooLong');
  });
});

describe('§5 date', () => {
  it("accepts 'yyyy-mm-dd' from 1900 to 2099 on days that exist", () => {
    checkRule(
      rule.date,
      'validation.date',
      ['1900-01-01', '2099-12-31', '2000-02-29', '1985-07-15'],
      ['1899-12-31', '2100-01-01', '2001-02-29', '2000-04-31', '2000-13-01', '2000-1-1', '01/02/2000', '', null],
    );
  });
});

describe('§5 password', () => {
  it(`requires at least ${PASSWORD_MIN_LENGTH} characters`, () => {
    checkRule(rule.password, 'validation.password', ['abcdef', 'كلمةسر'], ['abcde', '', null, 123456]);
    expect(failures(rule.password, 'x'.repeat(129))).toEqual(['validation.tooLong']);
  });
});

describe('§5 email', () => {
  it('accepts the standard e-mail pattern', () => {
    checkRule(
      rule.email,
      'validation.email',
      ['demo@badal.com.kw', ' a.b+c@example.org '],
      ['plainaddress', 'a@b', '@example.com', 'a@@example.com', 'a b@example.com', '', null],
    );
    expect(rule.email.parse(' a@example.com ')).toBe('a@example.com');
  });
});

describe('§5 file', () => {
  it('requires a file', () => {
    checkRule(rule.file, 'validation.file', [new Blob(['x']), { filename: 'a.png' }], [undefined, null, '']);
  });
});

describe('§5 money, numberFormat', () => {
  it('accepts digit groups with commas and optional decimals', () => {
    checkRule(
      rule.money,
      'validation.money',
      ['0', '1250', '1,250', '1,250.500', '12,345,678.9', '0.250'],
      ['1,25', '12,50,000', '1,250.', '.5', '-1', 'abc', '1 250', ''],
    );
    expect(rule.numberFormat).toBe(rule.money);
  });

  it('parses to a number', () => {
    expect(rule.parseMoney('1,250.500')).toBe(1250.5);
    expect(rule.parseMoney('12,345,678')).toBe(12345678);
  });
});

describe('supporting rules', () => {
  it('userName: 3 to 30 letters, digits, dots, dashes, underscores', () => {
    checkRule(rule.userName, 'validation.userName', ['demo', 'a.b-c_d', 'x'.repeat(30)], ['ab', 'a b', 'x'.repeat(31)]);
    expect(failures(rule.userName, '')).toContain('validation.required');
  });

  it('id: a positive integer, plain digits from URLs and forms coerced', () => {
    checkRule(
      rule.id,
      'validation.invalid',
      [1, '42', rule.MAX_ID, String(rule.MAX_ID)],
      [0, -3, 1.5, 'abc', '-3', '0x1f', '1e3', ' 42', '4 2', '+42', '', null, true, [], rule.MAX_ID + 1, '99999999999'],
    );
    expect(rule.id.parse('42')).toBe(42);
  });

  it('slug: lower-case words joined by dashes', () => {
    checkRule(
      rule.slug,
      'validation.invalid',
      ['cars', 'cars-and-bikes', 'a1-b2'],
      ['Cars', '-a', 'a--b', 'a_b', 'a/b'],
    );
    expect(failures(rule.slug, '')).toContain('validation.required');
    expect(failures(rule.slug, 'a'.repeat(201))).toContain('validation.tooLong');
  });

  it('integer: JSON numbers and plain decimal digits only, never what Number() would also read', () => {
    checkRule(
      rule.integer(1, 100),
      'validation.invalid',
      [1, 100, '7', ' 8 '],
      ['0x10', '1e1', true, false, [5], ['5'], {}, '', '1.5', 1.5, 0, '101', null, 'Infinity', '5abc', '０５'],
    );
    expect(rule.integer(1, 100).parse('42')).toBe(42);
    expect(rule.integer(-5, 5).parse('-3')).toBe(-3);
  });

  it('strictNumber: decimals as JSON or plain digits', () => {
    checkRule(
      rule.strictNumber(),
      'validation.invalid',
      [1.25, '-3.5', '0'],
      ['1,5', '.5', '0x1', true, [1], '1e2', ''],
    );
  });

  it('plainString: any text but control characters, bounded', () => {
    checkRule(
      rule.plainString(10),
      'validation.unsafeText',
      ['tab\there', 'ok', 'سيارة', 'a<b>'],
      ['a\u0000', '\u0007', 'x\u202E'],
    );
    expect(failures(rule.plainString(3), 'abcd')).toEqual(['validation.tooLong']);
    expect(failures(rule.password, 'secret\u0000pass')).toEqual(['validation.unsafeText']);
  });

  it('safeText keeps text as typed (no trimming) and refuses markup', () => {
    expect(rule.safeText().parse(' a ')).toBe(' a ');
    expect(failures(rule.safeText(), '<b>x</b>')).toEqual(['validation.unsafeText']);
    expect(failures(rule.safeText(3), 'abcd')).toEqual(['validation.tooLong']);
  });

  it('every failure of every rule is a message key', () => {
    const schemas: z.ZodType[] = [
      rule.required(),
      rule.number,
      rule.requiredAsNumber,
      rule.requiredAsArray(rule.required()),
      rule.requiredAsPercent,
      rule.requiredAsPhone,
      rule.url,
      rule.date,
      rule.password,
      rule.email,
      rule.file,
      rule.money,
      rule.userName,
      rule.id,
      rule.slug,
    ];
    const junk = [undefined, null, '', ' ', -1, {}, [], '<b>x</b>', 'x'.repeat(3000), Number.NaN, true];
    for (const schema of schemas) {
      for (const value of junk) for (const key of failures(schema, value)) expect(isMessageKey(key), key).toBe(true);
    }
  });
});
