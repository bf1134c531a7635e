// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type DetailsValues,
  detailsBody,
  detailsFromDraft,
  detailsInput,
  detailsSchema,
  emptyDetails,
} from './details-form';
import { draftAt } from './test/draft-fixtures';

const filled: DetailsValues = {
  name: 'Toyota Land Cruiser',
  description: 'One owner.',
  code: '',
  price: '12500.5',
  secondPrice: '',
  isFeatured: false,
  sellType: 'sell',
  condition: 'used',
};

const errorsOf = (values: DetailsValues) => {
  const parsed = detailsSchema.safeParse(detailsInput(values));
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('ad details', () => {
  it("requires the name, description, a price, a sale type and a condition, with the rules' messages", () => {
    expect(errorsOf(emptyDetails)).toEqual({
      name: 'validation.required',
      description: 'validation.required',
      price: 'validation.nonNegativeNumber',
      sellType: 'validation.required',
      condition: 'validation.required',
    });
    expect(errorsOf(filled)).toEqual({});
  });

  it('refuses a price of 0 or less, and a second price of 0 or less when one is given', () => {
    expect(errorsOf({ ...filled, price: '0' })).toEqual({ price: 'validation.nonNegativeNumber' });
    expect(errorsOf({ ...filled, price: '-3' })).toEqual({ price: 'validation.nonNegativeNumber' });
    expect(errorsOf({ ...filled, price: 'abc' })).toEqual({ price: 'validation.nonNegativeNumber' });
    expect(errorsOf({ ...filled, secondPrice: '0' })).toEqual({ secondPrice: 'validation.nonNegativeNumber' });
    expect(errorsOf({ ...filled, price: '1000000000' })).toEqual({ price: 'validation.invalid' });
  });

  it('builds the form body of POST /ad/details, leaving out what was not given', () => {
    const parsed = detailsSchema.parse(detailsInput({ ...filled, isFeatured: true }));
    expect(detailsBody(parsed, '[]')).toEqual({
      name: 'Toyota Land Cruiser',
      description: 'One owner.',
      price: 12500.5,
      isFeatured: '1',
      sellType: 'sell',
      attributes: '[]',
    });
    const withAll = detailsSchema.parse(detailsInput({ ...filled, code: 'A-1', secondPrice: '13000' }));
    expect(detailsBody(withAll, '[]')).toMatchObject({ code: 'A-1', secondPrice: 13000, isFeatured: '0' });
  });

  it('fills the inputs from a saved draft, and starts empty without one', () => {
    expect(detailsFromDraft(draftAt(3))).toEqual(emptyDetails);
    expect(detailsFromDraft(draftAt(4))).toEqual({
      name: 'Toyota Land Cruiser 2020',
      description: 'One owner, agency serviced.',
      code: '',
      price: '12500.5',
      secondPrice: '',
      isFeatured: false,
      sellType: 'sell/barter',
      condition: 'used',
    });
  });
});
