/**
 * The bad-input sweep's cases, generated from the BFF's OpenAPI document so that every operation —
 * including ones added later — is covered without anyone listing it: for each path and query
 * parameter and each top-level body field, values of the wrong type, too long, with control or
 * direction characters, arrays for scalars, numbers in hex, below their minimum or beyond any id;
 * for each body, malformed JSON, the wrong content type, an oversized body, `__proto__` keys and
 * missing fields; for multipart operations, bodies without a boundary, cut off, with an over-long
 * text part or a field the call does not take.
 *
 * A case is `refused` when its value breaks the schema the document states (type, pattern,
 * length, enum, minimum): the BFF must answer 4xx without forwarding it. The others (a control
 * character in a field whose rule the document cannot show) must only never reach a 5xx.
 */

/** A schema as OpenAPI 3.1 writes it (JSON Schema 2020-12): a nullable value has `null` among its types. */
type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** A file's part of a multipart body. */
  contentMediaType?: string;
  items?: JsonSchema;
};

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface SweepCase {
  operation: string;
  name: string;
  method: string;
  /** Path and query, ready to request. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** The document's schema refuses it: a 4xx, and nothing reaches the API. */
  refused: boolean;
}

const HUGE = 'a'.repeat(70_000);
const NUL = 'x\u0000y';
const BIDI = 'x\u202Egnp.exe';
/** The upload limit the sweep's BFF runs with, so an oversized file stays small to send. */
export const SWEEP_UPLOAD_MAX_BYTES = 64 * 1024;
/** A PNG's signature followed by more bytes than that limit. */
const OVERSIZED_FILE = `\x89PNG\r\n\x1a\n${'\0'.repeat(SWEEP_UPLOAD_MAX_BYTES * 2)}`;
/** A body over the BFF's default 1 MB limit. */
const OVERSIZED = JSON.stringify({ text: 'a'.repeat(1_100_000) });

const types = (s: JsonSchema): string[] => (s.anyOf ? s.anyOf.flatMap(types) : [s.type ?? []].flat());
const isNumeric = (s: JsonSchema) => types(s).some((t) => t === 'number' || t === 'integer');
const onlyStrings = (s: JsonSchema) => types(s).every((t) => t === 'string') && types(s).length > 0;
const patterned = (s: JsonSchema): boolean => Boolean(s.pattern || s.enum || s.anyOf?.some(patterned));

/** The value's own schema when null is also accepted (3.1 writes that `anyOf: [value, null]`). */
const nonNull = (s: JsonSchema): JsonSchema => {
  const others = s.anyOf?.filter((option) => option.type !== 'null');
  return others?.length === 1 && others.length < (s.anyOf?.length ?? 0) ? nonNull(others[0] as JsonSchema) : s;
};

/** A value the schema accepts, for the parameters a case does not mutate. */
const sample = (s: JsonSchema): string => {
  if (s.enum?.length) return String(s.enum[0]);
  if (s.anyOf) return sample(s.anyOf[0] as JsonSchema);
  if (isNumeric(s)) return '999999';
  return 'sweep';
};

/** Wrong values for a parameter given as text (path or query), with whether the schema refuses each. */
const textMutations = (schema: JsonSchema): Array<[string, string, boolean]> => {
  const s = nonNull(schema);
  const cases: Array<[string, string, boolean]> = [];
  if (isNumeric(s)) {
    cases.push(['hex', '0x10', true], ['exponent', '1e3', true], ['word', 'abc', true], ['boolean', 'true', true]);
    cases.push(['huge number', '9'.repeat(30), true], ['negative', '-1', s.minimum !== undefined && s.minimum >= 0]);
    if (s.minimum !== undefined && s.minimum > 0) cases.push(['zero', '0', true]);
  } else if (s.enum) {
    cases.push(['not in the list', 'not-a-value', true]);
  }
  // Free text must still be bounded and clean; patterned text refuses what does not match.
  const bounded = s.maxLength !== undefined || patterned(s) || isNumeric(s);
  cases.push(['70 KB', HUGE, bounded], ['NUL', NUL, patterned(s) || isNumeric(s)], ['bidi', BIDI, patterned(s)]);
  return cases;
};

/** Wrong JSON values for a body field, with whether the schema refuses each. */
const jsonMutations = (schema: JsonSchema): Array<[string, unknown, boolean]> => {
  const s = nonNull(schema);
  const t = types(s);
  const cases: Array<[string, unknown, boolean]> = [['array for a scalar', [sample(s)], !t.includes('array')]];
  if (t.length && !t.includes('object')) cases.push(['object', { nested: true }, true]);
  if (onlyStrings(s)) cases.push(['number for text', 12345, true]);
  if (isNumeric(s)) cases.push(['boolean', true, true], ['hex text', '0x10', true], ['huge', 1e300, true]);
  if (t.includes('boolean') && !t.includes('string')) cases.push(['text for a boolean', 'maybe', true]);
  if (t.includes('string')) {
    const bounded = s.maxLength !== undefined || patterned(s);
    cases.push(['70 KB', HUGE, bounded], ['NUL', NUL, patterned(s)], ['bidi', BIDI, patterned(s)]);
  }
  return cases;
};

const fillPath = (path: string, params: Parameter[], mutated?: [string, string]) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = mutated?.[0] === name ? mutated[1] : sample(params.find((p) => p.name === name)?.schema ?? {});
    return encodeURIComponent(value);
  });

const BOUNDARY = 'sweepboundary';
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

export const sweepCases = (doc: OpenApiDocument): SweepCase[] => {
  const cases: SweepCase[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const add = (c: Omit<SweepCase, 'operation' | 'method' | 'headers'> & { headers?: Record<string, string> }) =>
        cases.push({ operation: op.operationId, method: method.toUpperCase(), headers: {}, ...c });
      const json = op.requestBody?.content['application/json']?.schema;
      const multipart = op.requestBody?.content['multipart/form-data']?.schema;
      // A body other cases leave valid-looking, so each case tests one thing.
      const jsonBase = json ? JSON.stringify({}) : undefined;
      const withBody = jsonBase ? { headers: { 'content-type': 'application/json' }, body: jsonBase } : {};

      for (const p of params.filter((p) => p.in === 'path')) {
        for (const [name, value, refused] of textMutations(p.schema))
          add({ name: `path ${p.name}: ${name}`, url: fillPath(path, params, [p.name, value]), refused, ...withBody });
      }
      const base = fillPath(path, params);
      for (const p of params.filter((p) => p.in === 'query')) {
        for (const [name, value, refused] of textMutations(p.schema))
          add({
            name: `query ${p.name}: ${name}`,
            url: `${base}?${new URLSearchParams({ [p.name]: value })}`,
            refused,
          });
        const repeated = `${encodeURIComponent(p.name)}=${encodeURIComponent(sample(p.schema))}`;
        add({ name: `query ${p.name}: array for a scalar`, url: `${base}?${repeated}&${repeated}`, refused: true });
      }
      if (params.some((p) => p.in === 'query' && p.required))
        add({ name: 'query: required parameters missing', url: base, refused: true });

      if (json) {
        const jsonCase = (name: string, body: string | Buffer, refused: boolean, type = 'application/json') =>
          add({ name, url: base, headers: { 'content-type': type }, body, refused });
        jsonCase('body: malformed JSON', '{"broken": ', true);
        jsonCase('body: an array', '[]', true);
        jsonCase('body: __proto__ key', '{"__proto__": {"isAdmin": true}}', true);
        jsonCase('body: constructor.prototype key', '{"constructor": {"prototype": {"isAdmin": true}}}', true);
        jsonCase('body: over the size limit', OVERSIZED, true);
        jsonCase('body: XML', '<a>1</a>', true, 'application/xml');
        jsonCase('body: text', 'hello', true, 'text/plain');
        if (json.required?.length) jsonCase('body: required fields missing', '{}', true);
        for (const [field, schema] of Object.entries(json.properties ?? {})) {
          for (const [name, value, refused] of jsonMutations(schema))
            jsonCase(`body ${field}: ${name}`, JSON.stringify({ [field]: value }), refused);
        }
      }

      if (multipart) {
        const form = (name: string, body: string, type: string, refused = true) =>
          add({ name, url: base, headers: { 'content-type': type }, body: Buffer.from(body, 'latin1'), refused });
        const typed = `multipart/form-data; boundary=${BOUNDARY}`;
        form('multipart: no boundary', part('x', 'y'), 'multipart/form-data');
        form(
          'multipart: cut off in a part',
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\nabc`,
          typed,
        );
        form('multipart: malformed part header', `--${BOUNDARY}\r\nnonsense\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`, typed);
        form('multipart: a field the call does not take', `${part('isAdmin', 'true')}--${BOUNDARY}--\r\n`, typed);
        form('multipart: 70 KB text part', `${part('message', HUGE)}--${BOUNDARY}--\r\n`, typed);
        form('multipart: JSON instead', '{}', 'application/json');
        // Over the upload limit the sweep's BFF runs with (SWEEP_UPLOAD_MAX_BYTES).
        const fileField = Object.entries(multipart.properties ?? {}).find(
          ([, s]) => s.contentMediaType !== undefined || s.items?.contentMediaType !== undefined,
        )?.[0];
        if (fileField)
          form(
            'multipart: a file over the upload limit',
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n${OVERSIZED_FILE}\r\n--${BOUNDARY}--\r\n`,
            typed,
          );
      }
    }
  }
  return cases;
};
