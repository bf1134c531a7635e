import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locale.js';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['AR-kw', 'ar'],
    ['en-US,en;q=0.9', 'en'],
    ['fr, ar;q=0.8, en;q=0.5', 'ar'],
    ['en;q=0.2, ar;q=0.9', 'ar'],
    ['de, fr', 'en'],
    ['ar;q=0', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
