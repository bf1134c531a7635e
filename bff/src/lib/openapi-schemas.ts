/**
 * zod schemas as OpenAPI 3.1 schema objects (JSON Schema 2020-12), each of the contracts' named
 * entities (`namedSchemas`) written once under `#/components/schemas/<name>` and referred to from
 * wherever it appears. Decision: docs/decisions/010-openapi-3-1.md.
 */
import { isDeepStrictEqual } from 'node:util';
import { namedSchemas } from '@badal/contracts';
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';
/** Where zod's JSON Schema 2020-12 output puts the schemas it extracted. */
const DEFS = '#/$defs/';

const names = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries(namedSchemas)) names.add(schema, { id });

/** The same JSON with every reference into `$defs` pointing into the document's components. */
const toComponentRefs = (json: unknown): unknown => {
  if (Array.isArray(json)) return json.map(toComponentRefs);
  if (json === null || typeof json !== 'object') return json;
  return Object.fromEntries(
    Object.entries(json).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith(DEFS)
        ? COMPONENTS + value.slice(DEFS.length)
        : toComponentRefs(value),
    ]),
  );
};

/** Writes schemas for one document and keeps the named components they refer to. */
export const createSchemaWriter = () => {
  const components: Record<string, JsonSchema> = {};

  /** `io`: what a client sends (input) or receives (output), which differ for defaults and transforms. */
  const write = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const {
      $schema: _dialect,
      $defs,
      ...json
    } = z.toJSONSchema(schema, { metadata: names, target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      // zod extracts an unnamed schema only when it refers to itself: it needs a name to be referred to.
      if (!(id in namedSchemas)) throw new Error(`a recursive schema (${id}) needs a name in namedSchemas`);
      const component = toComponentRefs(def) as JsonSchema;
      const known = components[id];
      if (known && !isDeepStrictEqual(known, component))
        throw new Error(`${id} reads differently as input and as output: name its input shape on its own`);
      components[id] = component;
    }
    return toComponentRefs(json) as JsonSchema;
  };

  /** The named components written so far, by name. */
  const schemas = (): Record<string, JsonSchema> =>
    Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));

  return { write, schemas };
};
