/** Inserts the attribute definitions of the catalogue plan and their options (missing ones only). */
import { AttributeType, FilterType } from '@badal/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { attributeOptions, attributes } from '../db/schema.js';
import { cataloguePlan } from './catalogue/index.js';
import type { AttributeDef } from './catalogue/types.js';

/** How each attribute type is filtered (spec §4 lists both enumerations; their codes differ). */
export const FILTER_TYPE_OF: Record<number, number> = {
  [AttributeType.boolean]: FilterType.boolean,
  [AttributeType.number]: FilterType.range,
  [AttributeType.multiChoice]: FilterType.multiChoice,
  [AttributeType.multiOptions]: FilterType.multiOptions,
  [AttributeType.yesNoMultiChoice]: FilterType.yesNoMultiChoice,
  [AttributeType.color]: FilterType.color,
  [AttributeType.string]: FilterType.input,
};

/** Every attribute of the plan with the category that owns it. */
export const plannedAttributes = (): { owner: string; def: AttributeDef; position: number }[] =>
  cataloguePlan.flatMap((top) => [
    ...top.attributes.map((def, position) => ({ owner: top.slug, def, position })),
    ...top.subs.flatMap((sub) => sub.attributes.map((def, position) => ({ owner: sub.slug, def, position }))),
  ]);

export const seedAttributes = async (
  db: Db,
  categoryIds: Map<string, number>,
): Promise<{ attributes: number; options: number; ids: Map<string, number> }> => {
  const planned = plannedAttributes();
  const inserted = await db
    .insert(attributes)
    .values(
      planned.map(({ owner, def, position }) => {
        const categoryId = categoryIds.get(owner);
        if (categoryId === undefined) throw new Error(`attribute of unknown category ${owner}`);
        const number = def.type === AttributeType.number ? def : null;
        return {
          categoryId,
          key: `${owner}.${def.key}`,
          type: def.type,
          filterType: FILTER_TYPE_OF[def.type] ?? FilterType.input,
          nameEn: def.en,
          nameAr: def.ar,
          unitEn: number?.unit?.en ?? null,
          unitAr: number?.unit?.ar ?? null,
          minValue: number?.min ?? null,
          maxValue: number?.max ?? null,
          position,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: attributes.id });
  const keys = planned.map((p) => `${p.owner}.${p.def.key}`);
  const ids = new Map(
    (
      await db.select({ id: attributes.id, key: attributes.key }).from(attributes).where(inArray(attributes.key, keys))
    ).map((r) => [r.key, r.id]),
  );
  const optionRows = planned.flatMap(({ owner, def }) =>
    'options' in def
      ? def.options.map((option, position) => ({
          attributeId: ids.get(`${owner}.${def.key}`) as number,
          value: option.value,
          labelEn: option.en,
          labelAr: option.ar,
          color: option.color ?? null,
          position,
        }))
      : [],
  );
  const insertedOptions = await db.insert(attributeOptions).values(optionRows).onConflictDoNothing().returning({
    id: attributeOptions.id,
  });
  return { attributes: inserted.length, options: insertedOptions.length, ids };
};
