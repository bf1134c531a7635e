/**
 * The index terms of attribute filters (decision 026), in the form migration 0026's
 * `badal_value_tokens` gives a product's values in `products.attribute_tokens`:
 * - an option (choice, yes/no, colour, boolean): `<attribute>=<value>`;
 * - a number v ≥ 0: `<attribute>#<k>:<⌊v / 10^k⌋>` for every decimal level k = 0 … 7 (values past
 *   NUMBER_CEILING count as it); a negative number: `<attribute>#-`.
 * A number range becomes the few decimal blocks that cover it (2015–2020 is six blocks of one year,
 * 0–100,000 one block of 100,000 and one of 1), so the GIN index finds its products without reading
 * one attribute value per product. Pure, and unit-tested against the SQL function.
 */
import type { NumberRange } from './attribute-filter.js';

/** Decimal levels of a number's terms: blocks of 1, 10, … 10^7. */
export const NUMBER_LEVELS = 8;

/** The largest number told apart; larger values share its terms (the exact check still applies). */
export const NUMBER_CEILING = 10 ** NUMBER_LEVELS - 1;

export const optionToken = (attributeId: number, value: string): string => `${attributeId}=${value}`;

const blockToken = (attributeId: number, level: number, index: number): string => `${attributeId}#${level}:${index}`;

/** The term every negative value of the attribute has. */
export const negativeToken = (attributeId: number): string => `${attributeId}#-`;

/**
 * The fewest aligned decimal blocks [index·10^k, (index+1)·10^k − 1], as [k, index], that together
 * are exactly the whole numbers lo … hi (0 ≤ lo ≤ hi ≤ NUMBER_CEILING): at most nine per level on
 * each side.
 */
export const decimalBlocks = (lo: number, hi: number): [number, number][] => {
  const blocks: [number, number][] = [];
  let from = lo;
  let to = hi;
  for (let level = 0; from <= to; level++) {
    const size = 10 ** level;
    if (level === NUMBER_LEVELS - 1) {
      for (let index = from / size; index <= (to + 1) / size - 1; index++) blocks.push([level, index]);
      break;
    }
    // Here `from` and `to + 1` are multiples of `size`: take single blocks from either end until
    // both are multiples of the next level's size, then go up a level.
    const next = size * 10;
    while (from <= to && from % next !== 0) {
      blocks.push([level, from / size]);
      from += size;
    }
    while (from <= to && (to + 1) % next !== 0) {
      blocks.push([level, (to + 1) / size - 1]);
      to -= size;
    }
  }
  return blocks;
};

/**
 * Terms of which a product in `ranges` has at least one (a superset: a fraction past a bound is
 * in its whole number's block, so the exact comparison is kept as a recheck of what they let through).
 */
export const rangeTokens = (attributeId: number, ranges: readonly NumberRange[]): string[] => {
  const tokens = new Set<string>();
  for (const range of ranges) {
    if (range.min === null) tokens.add(negativeToken(attributeId));
    const lo = Math.min(NUMBER_CEILING, range.min === null ? 0 : Math.floor(range.min));
    const hi = Math.min(NUMBER_CEILING, range.max === null ? NUMBER_CEILING : Math.floor(range.max));
    for (const [level, index] of decimalBlocks(lo, hi)) tokens.add(blockToken(attributeId, level, index));
  }
  return [...tokens];
};
