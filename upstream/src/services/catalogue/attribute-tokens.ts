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

/**
 * A number filter's terms in two kinds (decision 027): `inside`, terms whose every value is in one
 * of the ranges, which decide alone; `edges`, terms of the whole-number blocks a bound cuts (2020 of
 * "2015–2020", which holds 2020.5 too), whose products need the exact comparison. Most matches are
 * inside, so the planner sees the filter for what it is — a term lookup — instead of a term lookup
 * and an exact comparison it takes for independent, and the comparison runs for the edges only.
 * Together they are rangeTokens' terms.
 */
export const rangeCover = (
  attributeId: number,
  ranges: readonly NumberRange[],
): { inside: string[]; edges: string[] } => {
  const inside = new Set<string>();
  const edges = new Set<string>();
  const wholeBlock = (index: number) => blockToken(attributeId, 0, index);
  for (const { min, max } of ranges) {
    // Negative values: all of them are under a bound of 0 or more; otherwise some may be out.
    if (min === null) (max === null || max >= 0 ? inside : edges).add(negativeToken(attributeId));
    else if (min < 0) edges.add(negativeToken(attributeId));
    if (max !== null && max < 0) continue;
    // Blocks [v, v + 1) wholly in [min, max]; with no upper bound, the ceiling's block too (it
    // holds every larger value).
    const lo = min === null || min < 0 ? 0 : Math.ceil(min);
    if (lo > NUMBER_CEILING) {
      // Past the last number told apart: its block holds smaller values too.
      edges.add(wholeBlock(NUMBER_CEILING));
      continue;
    }
    const hi = max === null ? NUMBER_CEILING : Math.min(NUMBER_CEILING - 1, Math.floor(max) - 1);
    if (lo <= hi) for (const [level, index] of decimalBlocks(lo, hi)) inside.add(blockToken(attributeId, level, index));
    // The blocks the bounds cut.
    if (max !== null) edges.add(wholeBlock(Math.min(NUMBER_CEILING, Math.floor(max))));
    if (min !== null && min > 0 && !Number.isInteger(min)) edges.add(wholeBlock(Math.floor(min)));
  }
  for (const token of inside) edges.delete(token);
  return { inside: [...inside], edges: [...edges] };
};
