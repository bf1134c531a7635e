import { describe, expect, it } from 'vitest';
import {
  decimalBlocks,
  NUMBER_CEILING,
  NUMBER_LEVELS,
  negativeToken,
  optionToken,
  rangeCover,
  rangeTokens,
} from './attribute-tokens.js';

/** A value's terms as migration 0026's badal_value_tokens writes them (tested against it in db/). */
const valueTokens = (attributeId: number, value: number): string[] =>
  value < 0
    ? [negativeToken(attributeId)]
    : Array.from(
        { length: NUMBER_LEVELS },
        (_, k) => `${attributeId}#${k}:${Math.floor(Math.min(value, NUMBER_CEILING) / 10 ** k)}`,
      );

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

  it('splits a cover into terms that decide alone and the blocks a bound cuts', () => {
    expect(rangeCover(2, [{ min: 2015, max: 2020 }])).toEqual({
      inside: ['2#0:2015', '2#0:2016', '2#0:2017', '2#0:2018', '2#0:2019'],
      edges: ['2#0:2020'],
    });
    expect(rangeCover(3, [{ min: null, max: 100_000 }])).toEqual({
      inside: [negativeToken(3), '3#5:0'],
      edges: ['3#0:100000'],
    });
    expect(rangeCover(2, [{ min: 2012, max: null }]).edges).toEqual([]);
    expect(rangeCover(12, [{ min: 1.5, max: 2.5 }])).toEqual({ inside: [], edges: ['12#0:2', '12#0:1'] });
    // An edge that another range covers whole is inside.
    expect(
      rangeCover(2, [
        { min: 2000, max: 2000 },
        { min: 1995, max: 2005 },
      ]).edges,
    ).toEqual(['2#0:2005']);
  });

  it('never lets an inside term take a value out of range, nor leaves one in range without a term', () => {
    const values = [-7, -0.5, 0, 0.25, 1, 1.5, 2, 2.5, 3, 9.99, 10, 99, 100, 2014.5, 2015, 2020, 2020.5, 2021];
    const bounds = [null, -5, 0, 0.5, 1, 1.5, 2, 2.5, 10, 99.5, 100, 2015, 2020, 2020.5];
    const extreme = [NUMBER_CEILING - 1, NUMBER_CEILING, NUMBER_CEILING + 0.5, 2 * NUMBER_CEILING];
    for (const min of [...bounds, ...extreme]) {
      for (const max of [...bounds, ...extreme]) {
        if (min !== null && max !== null && min > max) continue;
        const { inside, edges } = rangeCover(4, [{ min, max }]);
        for (const value of [...values, ...extreme]) {
          const tokens = valueTokens(4, value);
          const inRange = (min === null || value >= min) && (max === null || value <= max);
          const label = `${value} in [${min}, ${max}]`;
          if (inside.some((t) => tokens.includes(t))) expect(inRange, label).toBe(true);
          if (inRange)
            expect(
              [...inside, ...edges].some((t) => tokens.includes(t)),
              label,
            ).toBe(true);
        }
      }
    }
  });
});
