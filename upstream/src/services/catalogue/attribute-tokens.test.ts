import { describe, expect, it } from 'vitest';
import { decimalBlocks, NUMBER_CEILING, negativeToken, optionToken, rangeTokens } from './attribute-tokens.js';

/** The whole numbers a list of [level, index] blocks covers, for small ranges. */
const covered = (blocks: [number, number][]): number[] =>
  blocks
    .flatMap(([level, index]) => {
      const size = 10 ** level;
      return Array.from({ length: size }, (_, i) => index * size + i);
    })
    .sort((a, b) => a - b);

describe('attribute tokens', () => {
  it('covers a range with the fewest aligned decimal blocks', () => {
    expect(decimalBlocks(2015, 2020)).toEqual([
      [0, 2015],
      [0, 2016],
      [0, 2017],
      [0, 2018],
      [0, 2019],
      [0, 2020],
    ]);
    // 0 … 100,000: the block of the first hundred thousand and the number 100,000 itself.
    expect(decimalBlocks(0, 100_000)).toEqual([
      [0, 100_000],
      [5, 0],
    ]);
    expect(decimalBlocks(7, 7)).toEqual([[0, 7]]);
  });

  it('covers exactly the numbers of the range, no more and no fewer', () => {
    for (const [lo, hi] of [
      [0, 0],
      [3, 97],
      [10, 19],
      [95, 1_204],
      [1_999, 2_001],
      [0, 9_999],
      [123, 4_567],
    ] as const) {
      const numbers = covered(decimalBlocks(lo, hi));
      expect(numbers, `${lo}–${hi}`).toEqual(Array.from({ length: hi - lo + 1 }, (_, i) => lo + i));
    }
  });

  it('keeps a range short at any width, up to the ceiling', () => {
    expect(decimalBlocks(0, NUMBER_CEILING)).toEqual([
      [7, 0],
      [7, 1],
      [7, 2],
      [7, 3],
      [7, 4],
      [7, 5],
      [7, 6],
      [7, 7],
      [7, 8],
      [7, 9],
    ]);
    const worst = decimalBlocks(1, NUMBER_CEILING - 1);
    expect(worst.length).toBeLessThanOrEqual(9 * 2 * 8);
  });

  it('names terms by attribute, and lets open ranges reach negative values and the ceiling', () => {
    expect(optionToken(1, 'toyota')).toBe('1=toyota');
    expect(rangeTokens(2, [{ min: 2018, max: 2019 }])).toEqual(['2#0:2018', '2#0:2019']);
    // Up to 100,000 includes any negative value; from 2012 reaches every block up to the ceiling.
    expect(rangeTokens(3, [{ min: null, max: 100_000 }])).toEqual([negativeToken(3), '3#0:100000', '3#5:0']);
    expect(rangeTokens(2, [{ min: 2012, max: null }])).toContain('2#7:9');
    // A fraction past a bound is inside its whole number's block (the exact check follows).
    expect(rangeTokens(12, [{ min: 1.5, max: 2.5 }])).toEqual(['12#0:1', '12#0:2']);
    // Several ranges of one filter: any of them.
    expect(
      rangeTokens(2, [
        { min: 2000, max: 2000 },
        { min: 2020, max: 2020 },
      ]),
    ).toEqual(['2#0:2000', '2#0:2020']);
  });
});
