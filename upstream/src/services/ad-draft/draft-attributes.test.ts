/** The draft's attribute rules, without a database. */
import { AttributeType } from '@badal/contracts';
import { describe, expect, it } from 'vitest';
import { type AttributeDefinition, checkDraftAttributes } from './draft-attributes.js';

const definition = (id: number, type: number, extra: Partial<AttributeDefinition> = {}): AttributeDefinition => ({
  id,
  type,
  minValue: null,
  maxValue: null,
  options: [],
  ...extra,
});

const colours = [
  { value: 'white', color: '#ffffff' },
  { value: 'black', color: '#000000' },
];
const definitions = new Map(
  [
    definition(1, AttributeType.boolean),
    definition(2, AttributeType.number, { minValue: 2008, maxValue: 2025 }),
    definition(3, AttributeType.multiChoice, { options: [{ value: 'toyota', color: null }] }),
    definition(4, AttributeType.multiOptions, {
      options: [
        { value: 'sunroof', color: null },
        { value: 'camera', color: null },
      ],
    }),
    definition(5, AttributeType.yesNoMultiChoice, {
      options: [
        { value: 'yes', color: null },
        { value: 'no', color: null },
      ],
    }),
    definition(6, AttributeType.color, { options: colours }),
    definition(7, AttributeType.string),
  ].map((d) => [d.id, d]),
);

describe('draft attributes', () => {
  const ok = (inputs: Parameters<typeof checkDraftAttributes>[0]) => {
    const result = checkDraftAttributes(inputs, definitions);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.attributes;
  };
  const errors = (inputs: Parameters<typeof checkDraftAttributes>[0]) => {
    const result = checkDraftAttributes(inputs, definitions);
    return result.ok ? null : result.errors;
  };

  it('normalises each type: booleans, numbers, one choice, several options, yes/no, colours by value or hex, text', () => {
    expect(
      ok([
        { id: 1, value: '1' },
        { id: 2, value: '2019.0' },
        { id: 3, value: 'Toyota' },
        { id: 4, values: ['camera', 'sunroof', 'camera'] },
        { id: 5, values: ['no'] },
        { id: 6, value: '#FFFFFF' },
        { id: 7, value: '  GXR  ' },
      ]),
    ).toEqual([
      { id: 1, value: 'true', values: [] },
      { id: 2, value: '2019', values: [] },
      { id: 3, value: null, values: ['toyota'] },
      { id: 4, value: null, values: ['camera', 'sunroof'] },
      { id: 5, value: 'no', values: [] },
      { id: 6, value: 'white', values: [] },
      { id: 7, value: 'GXR', values: [] },
    ]);
  });

  it('ignores entries left empty, and needs 3 filled', () => {
    expect(
      errors([
        { id: 1, value: 'true' },
        { id: 2, value: '2010' },
        { id: 3, values: [] },
      ]),
    ).toEqual({
      attributes: ['validation.minAttributes'],
    });
    expect(
      ok([
        { id: 1, value: 'false' },
        { id: 2, value: '2010' },
        { id: 6, value: 'black' },
        { id: 7, value: ' ' },
      ]),
    ).toHaveLength(3);
  });

  it('refuses values of the wrong type, outside bounds or options, and unknown or repeated ids', () => {
    const filled = [
      { id: 5, value: 'yes' },
      { id: 6, value: 'black' },
    ];
    const wrong = (input: Parameters<typeof checkDraftAttributes>[0][number]) =>
      errors([...filled.filter((f) => f.id !== input.id), { id: 1, value: 'true' }, input].slice(-3));
    expect(errors([...filled, { id: 5, value: 'no' }])).toEqual({ 'attributes.2.id': ['validation.invalid'] });
    expect(wrong({ id: 1, value: 'yes' })).toEqual({ 'attributes.2.id': ['validation.invalid'] });
    expect(wrong({ id: 2, value: 'new' })).toEqual({ 'attributes.2.value': ['validation.invalid'] });
    expect(wrong({ id: 2, value: '1999' })).toEqual({ 'attributes.2.value': ['validation.invalid'] });
    expect(wrong({ id: 2, values: ['2010', '2011'] })).toEqual({ 'attributes.2.value': ['validation.invalid'] });
    expect(wrong({ id: 3, value: 'lada' })).toEqual({ 'attributes.2.value': ['validation.invalid'] });
    expect(wrong({ id: 3, values: ['toyota', 'toyota'] })).toEqual({ 'attributes.2.value': ['validation.invalid'] });
    expect(wrong({ id: 4, values: ['sunroof', 'jetpack'] })).toEqual({ 'attributes.2.value': ['validation.invalid'] });
    expect(wrong({ id: 5, value: 'maybe' })).toEqual({ 'attributes.2.value': ['validation.invalid'] });
    expect(wrong({ id: 6, value: '#123456' })).toEqual({ 'attributes.2.value': ['validation.invalid'] });
    expect(wrong({ id: 7, value: 'a\u202Eb' })).toEqual({ 'attributes.2.value': ['validation.unsafeText'] });
    expect(wrong({ id: 99, value: 'x' })).toEqual({ 'attributes.2.id': ['validation.invalid'] });
    expect(errors([{ id: 1, value: 'yes' }, { id: 1, value: 'true' }, ...filled])).toEqual({
      'attributes.0.value': ['validation.invalid'],
      'attributes.1.id': ['validation.invalid'],
    });
  });
});
