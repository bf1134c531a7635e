/**
 * Checks the attributes of POST /ad/details against their definitions (spec §4 attribute types):
 * only attributes of the draft's categories, each value of its type — a number within bounds, an
 * option the attribute has, a colour of its colours — and at least 3 filled. Pure: the route loads
 * the definitions, this says what to store or which fields are wrong.
 */
import { AD_MIN_ATTRIBUTES, AttributeType, type MessageKey, rules } from '@badal/contracts';
import type { StoredDraftAttribute } from '../../db/schema.js';
import type { FieldErrors } from '../../http-error.js';

export interface AttributeDefinition {
  id: number;
  type: number;
  minValue: number | null;
  maxValue: number | null;
  options: { value: string; color: string | null }[];
}

export interface AttributeInput {
  id: number;
  value?: string | undefined;
  values?: string[] | undefined;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const BOOLEANS: Record<string, string> = { true: 'true', '1': 'true', false: 'false', '0': 'false' };
const plainText = rules.safeText(200);

type Checked = { ok: true; value: string | null; values: string[] } | { ok: false; key: MessageKey };

const invalid: Checked = { ok: false, key: 'validation.invalid' };

/** An option by its value, or for colours by its hex too (#RRGGBB, any case). */
const findOption = (definition: AttributeDefinition, given: string) => {
  const wanted = given.trim().toLowerCase();
  return definition.options.find(
    (o) =>
      o.value.toLowerCase() === wanted ||
      (definition.type === AttributeType.color && o.color?.toLowerCase() === wanted),
  );
};

const checkOne = (definition: AttributeDefinition, given: string[]): Checked => {
  const single = given.length === 1 ? (given[0] as string) : null;
  switch (definition.type) {
    case AttributeType.boolean: {
      const value = single === null ? undefined : BOOLEANS[single.toLowerCase()];
      return value ? { ok: true, value, values: [] } : invalid;
    }
    case AttributeType.number: {
      if (single === null || !NUMBER.test(single)) return invalid;
      const n = Number(single);
      if (definition.minValue !== null && n < definition.minValue) return invalid;
      if (definition.maxValue !== null && n > definition.maxValue) return invalid;
      return { ok: true, value: String(n), values: [] };
    }
    case AttributeType.string: {
      if (single === null) return invalid;
      const parsed = plainText.safeParse(single);
      if (!parsed.success)
        return { ok: false, key: (parsed.error.issues[0]?.message as MessageKey) ?? 'validation.invalid' };
      return { ok: true, value: single, values: [] };
    }
    case AttributeType.multiOptions: {
      const options = given.map((v) => findOption(definition, v));
      if (options.some((o) => o === undefined)) return invalid;
      return { ok: true, value: null, values: [...new Set(options.map((o) => o?.value as string))] };
    }
    default: {
      // Multi-choice, yes/no and colour: one of the attribute's options.
      const option = single === null ? undefined : findOption(definition, single);
      if (!option) return invalid;
      return definition.type === AttributeType.multiChoice
        ? { ok: true, value: null, values: [option.value] }
        : { ok: true, value: option.value, values: [] };
    }
  }
};

/** The attributes to store, or the field errors (`attributes.<index>.id|value`) that stop the save. */
export const checkDraftAttributes = (
  inputs: readonly AttributeInput[],
  definitions: ReadonlyMap<number, AttributeDefinition>,
): { ok: true; attributes: StoredDraftAttribute[] } | { ok: false; errors: FieldErrors } => {
  const errors: FieldErrors = {};
  const attributes: StoredDraftAttribute[] = [];
  const seen = new Set<number>();
  inputs.forEach((input, index) => {
    const given = [...(input.values ?? []), ...(input.value?.trim() ? [input.value.trim()] : [])].map((v) => v.trim());
    const definition = definitions.get(input.id);
    if (!definition || seen.has(input.id)) {
      errors[`attributes.${index}.id`] = ['validation.invalid'];
      return;
    }
    seen.add(input.id);
    // Left empty: not selected.
    if (given.length === 0) return;
    const checked = checkOne(definition, given);
    if (!checked.ok) {
      errors[`attributes.${index}.value`] = [checked.key];
      return;
    }
    attributes.push({ id: input.id, value: checked.value, values: checked.values });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (attributes.length < AD_MIN_ATTRIBUTES) return { ok: false, errors: { attributes: ['validation.minAttributes'] } };
  return { ok: true, attributes };
};
