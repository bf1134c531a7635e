/**
 * One `attributes` entry of a search ({ id, values }) read by its attribute's type, following the
 * encoding documented on the contracts' `attributeFiltersSchema`: booleans 'true'/'false', number
 * ranges 'min-max' (either side may be empty, a single number is an exact value), option values of
 * choice and colour attributes, and free text for string attributes. Pure, so it is unit-tested
 * without a database; a value that cannot mean anything for its type is a 422, not an empty page.
 */
import { AttributeType } from '@badal/contracts';

export interface NumberRange {
  min: number | null;
  max: number | null;
}

export type AttributeMatch =
  | { kind: 'equals'; values: string[] }
  | { kind: 'range'; ranges: NumberRange[] }
  | { kind: 'contains'; values: string[] };

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const RANGE = new RegExp(`^(${NUMBER})?\\s*-\\s*(${NUMBER})?$`);
const EXACT = new RegExp(`^${NUMBER}$`);
const BOOLEANS: Record<string, 'true' | 'false'> = { true: 'true', false: 'false', '1': 'true', '0': 'false' };

/** '2015-2020', '2015-', '-2020' or '2018'; null when it is none of those or the bounds are inverted. */
export const parseNumberRange = (value: string): NumberRange | null => {
  const text = value.trim();
  if (EXACT.test(text)) {
    const n = Number(text);
    return { min: n, max: n };
  }
  const match = RANGE.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const min = match[1] === undefined ? null : Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
};

/** How the values of one filter match an attribute of `type`; null when a value is meaningless for it. */
export const attributeMatch = (type: number, values: readonly string[]): AttributeMatch | null => {
  switch (type) {
    case AttributeType.boolean: {
      const canonical = values.map((v) => BOOLEANS[v.trim().toLowerCase()]);
      if (canonical.some((v) => v === undefined)) return null;
      return { kind: 'equals', values: [...new Set(canonical as string[])] };
    }
    case AttributeType.number: {
      const ranges = values.map(parseNumberRange);
      if (ranges.some((r) => r === null)) return null;
      return { kind: 'range', ranges: ranges as NumberRange[] };
    }
    case AttributeType.string:
      return { kind: 'contains', values: [...new Set(values.map((v) => v.trim()))] };
    default:
      // Choice, yes/no and colour attributes: option values; one that no option has matches nothing.
      return { kind: 'equals', values: [...new Set(values.map((v) => v.trim()))] };
  }
};

/** Escapes LIKE wildcards so user text is matched literally inside '%…%'. */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
