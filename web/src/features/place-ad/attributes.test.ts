// @vitest-environment node
import { draftAttributesSchema } from '@badal/contracts';
import { describe, expect, it } from 'vitest';
import {
  attributeEntries,
  attributeErrorsFromServer,
  checkAttributes,
  countFilled,
  inputsFromDraft,
} from './attributes';
import { attributeFilters, draftAt } from './test/draft-fixtures';

const filters = attributeFilters();
const one = (value: string) => ({ value, values: [] });
const many = (...values: string[]) => ({ value: '', values });

describe('ad attributes', () => {
  it('asks for at least 3 selected and filled, whatever else was touched', () => {
    const two = { 6: one('true'), 1: many('toyota'), 9: one('  '), 8: many() };
    expect(countFilled(filters, two)).toBe(2);
    expect(checkAttributes(filters, two)).toEqual({ fields: {}, form: 'validation.minAttributes' });
    expect(checkAttributes(filters, { ...two, 4: one('white') })).toEqual({ fields: {}, form: null });
  });

  it('checks numbers against the bounds and text against the plain-text rule, as the API does', () => {
    const inputs = { 3: one('400000'), 9: one('<b>GXR</b>'), 6: one('false'), 1: many('toyota') };
    expect(checkAttributes(filters, inputs).fields).toEqual({ 3: 'validation.invalid', 9: 'validation.unsafeText' });
    expect(checkAttributes(filters, { ...inputs, 3: one('1.5e3') }).fields[3]).toBe('validation.invalid');
    expect(checkAttributes(filters, { ...inputs, 3: one('84000'), 9: one('GXR') }).fields).toEqual({});
  });

  it("sends only the filled ones, in the API's shape: multi-valued types as values", () => {
    const inputs = { 6: one('true'), 8: many('sunroof', 'navigation'), 1: many('toyota'), 9: one(' GXR '), 7: one('') };
    const entries = attributeEntries(filters, inputs);
    expect(entries).toEqual([
      { id: 6, value: 'true' },
      { id: 8, values: ['sunroof', 'navigation'] },
      { id: 1, values: ['toyota'] },
      { id: 9, value: 'GXR' },
    ]);
    expect(draftAttributesSchema.safeParse(entries).success).toBe(true);
  });

  it('starts from what the draft saved, for attributes the category still has', () => {
    const draft = draftAt(4, {
      attributes: [
        { id: 1, value: null, values: ['toyota'] },
        { id: 3, value: '84000', values: [] },
        { id: 999, value: 'gone', values: [] },
      ],
    });
    expect(inputsFromDraft(draft, filters)).toEqual({ 1: many('toyota'), 3: one('84000') });
  });

  it("puts the server's field errors on the attribute sent at that index", () => {
    const sent = [{ id: 6 }, { id: 3 }, { id: 1 }];
    expect(
      attributeErrorsFromServer(
        { 'attributes.1.value': 'validation.invalid', 'attributes.2.id': 'validation.invalid', name: 'x' },
        sent,
      ),
    ).toEqual({ fields: { 3: 'validation.invalid', 1: 'validation.invalid' }, form: null });
    expect(attributeErrorsFromServer({ attributes: 'validation.minAttributes' }, sent).form).toBe(
      'validation.minAttributes',
    );
  });
});
