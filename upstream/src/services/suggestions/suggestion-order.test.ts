import { describe, expect, it } from 'vitest';
import { type Candidate, orderSuggestions } from './suggestion-order.js';
import { SUGGESTION_TEXT_KEPT, suggestionText } from './suggestion-text.js';

const candidate = (over: Partial<Candidate> & Pick<Candidate, 'key' | 'label'>): Candidate => ({
  kind: 'brand',
  categorySlug: null,
  text: over.label,
  rank: 0,
  popularity: 0,
  names: [over.label.toLowerCase()],
  fromDictionary: false,
  ...over,
});

describe('orderSuggestions', () => {
  it('orders by match, then popularity, then kind, then name', () => {
    const order = orderSuggestions([
      candidate({ key: 'a', label: 'Land Rover', rank: 2, popularity: 99 }),
      candidate({ key: 'b', label: 'Anker', rank: 0 }),
      candidate({ key: 'c', label: 'Apple', rank: 0, popularity: 5 }),
      candidate({ key: 'd', label: 'Appliances', kind: 'category', rank: 0, text: null, categorySlug: 'x' }),
    ]).map((s) => s.label);
    expect(order).toEqual(['Apple', 'Appliances', 'Anker', 'Land Rover']);
  });

  it('merges one thing from several sources, the dictionary entry winning', () => {
    const merged = orderSuggestions([
      candidate({ key: 'brand:samsung', label: 'Samsung', rank: 2 }),
      candidate({ key: 'brand:samsung', label: 'Samsung', rank: 0, categorySlug: 'phones', fromDictionary: true }),
    ]);
    expect(merged).toEqual([{ kind: 'brand', label: 'Samsung', categorySlug: 'phones', text: 'Samsung' }]);
  });

  it('leaves out a popular search that repeats a brand, and keeps at most the limit', () => {
    const list = orderSuggestions([
      candidate({ key: 'brand:samsung', label: 'Samsung' }),
      candidate({ key: 'search:samsung', label: 'samsung', kind: 'search', popularity: 40 }),
      candidate({ key: 'search:samsung s24', label: 'samsung s24', kind: 'search', names: ['samsung s24'] }),
    ]);
    expect(list.map((s) => s.label)).toEqual(['Samsung', 'samsung s24']);
    const many = Array.from({ length: 20 }, (_, i) => candidate({ key: `k${i}`, label: `L${i}` }));
    expect(orderSuggestions(many)).toHaveLength(8);
  });
});

describe('suggestionText', () => {
  it('drops invisible characters and keeps a bounded prefix', () => {
    expect(suggestionText('\u200f سامسونج \u2066')).toBe('سامسونج');
    expect(suggestionText('a'.repeat(500))).toHaveLength(SUGGESTION_TEXT_KEPT);
    expect(suggestionText('a   b')).toBe('a b');
  });

  it('asks nothing for text without a letter or digit', () => {
    for (const q of ['', '   ', '!!!', '😀', '\u064E\u064F', '\u200f']) expect(suggestionText(q), q).toBeNull();
  });
});
