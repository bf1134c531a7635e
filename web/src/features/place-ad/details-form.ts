/**
 * The first half of the details step (spec §3 Ad draft details, §5 rules): what the inputs hold,
 * the contracts' rules that check it, and how it becomes the body of POST /ad/details. The
 * category's attributes, the second half, are in attributes.ts.
 */
import { type AdDraft, draftDetailsBodySchema, type MessageKey, SellType } from '@badal/contracts';
import { z } from 'zod';

/** The API stores prices as numeric(12, 3): anything from a billion on is refused. */
export const PRICE_MAX = 999_999_999;

export type Condition = 'new' | 'used';

/** What the inputs hold: text as typed, choices empty until made. */
export interface DetailsValues {
  name: string;
  description: string;
  code: string;
  price: string;
  secondPrice: string;
  isFeatured: boolean;
  sellType: SellType | '';
  condition: Condition | '';
}

export const DETAILS_FIELDS = [
  'name',
  'description',
  'code',
  'price',
  'secondPrice',
  'isFeatured',
  'sellType',
  'condition',
] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];

const rules = draftDetailsBodySchema.shape;
const underMax = (n: number) => n <= PRICE_MAX;
const required = { error: 'validation.required' satisfies MessageKey };

/** The contracts' rules for these fields (§5: required, number > 0), and a choice for each choice. */
export const detailsSchema = z.object({
  name: rules.name,
  description: rules.description,
  code: rules.code,
  price: rules.price.refine(underMax, { error: 'validation.invalid' }),
  secondPrice: rules.secondPrice.refine((n) => n === undefined || underMax(n), { error: 'validation.invalid' }),
  isFeatured: z.boolean(),
  sellType: z.enum([SellType.sell, SellType.barter, SellType.sellBarter], required),
  condition: z.enum(['new', 'used'], required),
});
export type Details = z.output<typeof detailsSchema>;

/** The inputs as the schema reads them: an empty optional field is "not given". */
export const detailsInput = (values: DetailsValues) => ({
  ...values,
  code: values.code.trim() === '' ? undefined : values.code,
  secondPrice: values.secondPrice.trim() === '' ? undefined : values.secondPrice,
  sellType: values.sellType || undefined,
  condition: values.condition || undefined,
});

export const emptyDetails: DetailsValues = {
  name: '',
  description: '',
  code: '',
  price: '',
  secondPrice: '',
  isFeatured: false,
  sellType: '',
  condition: '',
};

const priceText = (price: number | string | null): string => {
  if (price === null || price === '') return '';
  const n = Number(price);
  return Number.isFinite(n) ? String(n) : String(price);
};

/** The inputs filled from what the server holds (a draft saved earlier, or nothing yet). */
export const detailsFromDraft = (draft: AdDraft): DetailsValues => {
  const product = draft.product;
  if (!product) return emptyDetails;
  return {
    name: product.name ?? '',
    description: product.description ?? '',
    code: product.code ?? '',
    price: priceText(product.price),
    secondPrice: priceText(product.secondPrice),
    isFeatured: product.isFeatured,
    sellType: product.sellType ?? '',
    condition: product.isNew === null ? '' : product.isNew ? 'new' : 'used',
  };
};

/** The body of POST /ad/details from checked details and the attributes' JSON text. */
export const detailsBody = (details: Details, attributes: string) => ({
  name: details.name,
  description: details.description,
  ...(details.code ? { code: details.code } : {}),
  price: details.price,
  ...(details.secondPrice === undefined ? {} : { secondPrice: details.secondPrice }),
  isFeatured: details.isFeatured ? ('1' as const) : ('0' as const),
  sellType: details.sellType,
  attributes,
});
