/**
 * The category's attributes in the details step (spec §4: at least 3 selected and filled; attribute
 * types boolean, number, multi-choice, multi-options, yes/no, colour, string). What the inputs
 * hold, the checks the API makes (so a mistake shows before sending), and the JSON the API takes:
 * [{ id, value } | { id, values }], only the filled ones.
 */
import {
  AD_MIN_ATTRIBUTES,
  type AdDraft,
  AttributeType,
  type CategoryFilter,
  draftAttributesSchema,
  type MessageKey,
  rules,
} from '@badal/contracts';

/** One attribute's input: single-valued types use `value`, multi-choice and multi-options `values`. */
export interface AttributeInput {
  value: string;
  values: string[];
}
export type AttributeInputs = Readonly<Record<number, AttributeInput>>;

export const EMPTY_INPUT: AttributeInput = { value: '', values: [] };

const MULTI: readonly number[] = [AttributeType.multiChoice, AttributeType.multiOptions];
const NUMBER = /^-?\d+(\.\d+)?$/;
const text = rules.safeText(200);

export const isMultiValued = (filter: CategoryFilter): boolean => MULTI.includes(filter.attributeType);

export const isFilled = (input: AttributeInput | undefined): boolean =>
  !!input && (input.value.trim() !== '' || input.values.length > 0);

export const countFilled = (filters: readonly CategoryFilter[], inputs: AttributeInputs): number =>
  filters.filter((f) => isFilled(inputs[f.id])).length;

/** The inputs filled from the draft's saved attributes (only those the category still has). */
export const inputsFromDraft = (draft: AdDraft, filters: readonly CategoryFilter[]): Record<number, AttributeInput> => {
  const known = new Set(filters.map((f) => f.id));
  const inputs: Record<number, AttributeInput> = {};
  for (const saved of draft.product?.attributes ?? []) {
    if (known.has(saved.id)) inputs[saved.id] = { value: saved.value ?? '', values: [...saved.values] };
  }
  return inputs;
};

export type AttributeEntry = { id: number; value: string } | { id: number; values: string[] };

/** The filled attributes in the API's shape, in the category's order. */
export const attributeEntries = (filters: readonly CategoryFilter[], inputs: AttributeInputs): AttributeEntry[] =>
  filters.flatMap((filter): AttributeEntry[] => {
    const input = inputs[filter.id];
    if (!input || !isFilled(input)) return [];
    return isMultiValued(filter)
      ? [{ id: filter.id, values: input.values }]
      : [{ id: filter.id, value: input.value.trim() }];
  });

/** One filled attribute's mistake, as the API would name it, or null. */
const checkOne = (filter: CategoryFilter, input: AttributeInput): MessageKey | null => {
  if (filter.attributeType === AttributeType.number) {
    const value = input.value.trim();
    if (!NUMBER.test(value)) return 'validation.invalid';
    const n = Number(value);
    if ((filter.min !== null && n < filter.min) || (filter.max !== null && n > filter.max)) return 'validation.invalid';
  }
  if (filter.attributeType === AttributeType.string) {
    const parsed = text.safeParse(input.value.trim());
    if (!parsed.success) return (parsed.error.issues[0]?.message as MessageKey | undefined) ?? 'validation.invalid';
  }
  return null;
};

export interface AttributeCheck {
  /** Attribute id → message key. */
  fields: Record<number, MessageKey>;
  /** A message about the attributes as a whole (fewer than 3 filled). */
  form: MessageKey | null;
}

export const checkAttributes = (filters: readonly CategoryFilter[], inputs: AttributeInputs): AttributeCheck => {
  const fields: Record<number, MessageKey> = {};
  for (const filter of filters) {
    const input = inputs[filter.id];
    if (!input || !isFilled(input)) continue;
    const problem = checkOne(filter, input);
    if (problem) fields[filter.id] = problem;
  }
  const counted = draftAttributesSchema.safeParse(attributeEntries(filters, inputs));
  const form = counted.success ? null : ((counted.error.issues[0]?.message as MessageKey | undefined) ?? null);
  return { fields, form };
};

/**
 * Server field errors on the attributes: `attributes.<index>.value|id` name the entry sent at that
 * index; `attributes` names them all.
 */
export const attributeErrorsFromServer = (
  fields: Readonly<Record<string, string>>,
  sent: readonly { id: number }[],
): { fields: Record<number, string>; form: string | null } => {
  const byId: Record<number, string> = {};
  let form: string | null = null;
  for (const [name, message] of Object.entries(fields)) {
    if (name === 'attributes') form = message;
    const match = /^attributes\.(\d+)\.(?:value|values|id)$/.exec(name);
    const entry = match ? sent[Number(match[1])] : undefined;
    if (entry) byId[entry.id] = message;
  }
  return { fields: byId, form };
};

export { AD_MIN_ATTRIBUTES };
