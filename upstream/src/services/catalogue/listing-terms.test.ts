import { describe, expect, it } from 'vitest';
import { anyTerm, PRICE_KEY, priceTerms, quoteTerm, rangeTerms } from './listing-terms.js';

describe('listing terms', () => {
  it('quotes a term so that nothing in it is tsquery syntax', () => {
    expect(quoteTerm('1=toyota')).toBe("'1=toyota'");
    expect(quoteTerm("9=it's")).toBe("'9=it''s'");
    expect(quoteTerm('9=a\\b')).toBe("'9=a\\\\b'");
    expect(quoteTerm('9=x & !y | z:*')).toBe("'9=x & !y | z:*'");
  });

  it('groups terms into one operand, none into none', () => {
    expect(anyTerm([])).toBeUndefined();
    expect(anyTerm(['§cat3'])).toBe("'§cat3'");
    expect(anyTerm(['1=toyota', '1=lexus'])).toBe("('1=toyota' | '1=lexus')");
  });

  it('names a price range by its whole-KWD blocks and the blocks its bounds cut', () => {
    expect(priceTerms(undefined, undefined)).toBeUndefined();
    const terms = rangeTerms(PRICE_KEY, [{ min: 150, max: 400 }]);
    expect(terms).toEqual(
      expect.arrayContaining([`${PRICE_KEY}#1:15`, `${PRICE_KEY}#2:2`, `${PRICE_KEY}#2:3`, `${PRICE_KEY}#0:400`]),
    );
    expect(terms).toHaveLength(8);
    expect(priceTerms(150, 400)).toBe(`(${terms.map(quoteTerm).join(' | ')})`);
  });
});
