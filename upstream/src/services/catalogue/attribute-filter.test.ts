import { AttributeType } from '@badal/contracts';
import { describe, expect, it } from 'vitest';
import { attributeMatch, likeContains, parseNumberRange } from './attribute-filter.js';

describe('number ranges of attribute filters', () => {
  it('reads min-max, open ends and exact values', () => {
    expect(parseNumberRange('2015-2020')).toEqual({ min: 2015, max: 2020 });
    expect(parseNumberRange(' 1.5 - 2.5 ')).toEqual({ min: 1.5, max: 2.5 });
    expect(parseNumberRange('2015-')).toEqual({ min: 2015, max: null });
    expect(parseNumberRange('-2020')).toEqual({ min: null, max: 2020 });
    expect(parseNumberRange('2018')).toEqual({ min: 2018, max: 2018 });
  });

  it('refuses inverted, empty and non-numeric ranges', () => {
    for (const bad of ['2020-2015', '-', '', 'abc', '1e5', '10-20-30', '--5', 'NaN', '0x10']) {
      expect(parseNumberRange(bad), bad).toBeNull();
    }
  });
});

describe('attributeMatch', () => {
  it('booleans: true/false (and 1/0), anything else is invalid', () => {
    expect(attributeMatch(AttributeType.boolean, ['TRUE', '0'])).toEqual({ kind: 'equals', values: ['true', 'false'] });
    expect(attributeMatch(AttributeType.boolean, ['yes'])).toBeNull();
  });

  it('numbers: every value must be a range', () => {
    expect(attributeMatch(AttributeType.number, ['0-1000', '5000-'])).toEqual({
      kind: 'range',
      ranges: [
        { min: 0, max: 1000 },
        { min: 5000, max: null },
      ],
    });
    expect(attributeMatch(AttributeType.number, ['0-1000', 'many'])).toBeNull();
  });

  it('strings are searched as text; options as exact values, without duplicates', () => {
    expect(attributeMatch(AttributeType.string, [' GXR ', 'GXR'])).toEqual({ kind: 'contains', values: ['GXR'] });
    for (const type of [
      AttributeType.multiChoice,
      AttributeType.multiOptions,
      AttributeType.yesNoMultiChoice,
      AttributeType.color,
    ]) {
      expect(attributeMatch(type, ['white', 'white', 'black'])).toEqual({ kind: 'equals', values: ['white', 'black'] });
    }
  });
});

describe('likeContains', () => {
  it('escapes LIKE wildcards so they match themselves', () => {
    expect(likeContains('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
