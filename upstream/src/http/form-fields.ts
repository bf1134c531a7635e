/**
 * Form and multipart fields arrive flat: 'addresses[]' twice, or 'images[]' once. They are folded
 * into the shapes the contracts' schemas expect ('addresses' → ['a', 'b']) before validation.
 */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export const addField = (target: Record<string, unknown>, rawName: string, value: unknown): void => {
  const isList = rawName.endsWith('[]');
  const name = isList ? rawName.slice(0, -2) : rawName;
  if (name === '' || FORBIDDEN.has(name)) return;
  const existing = target[name];
  if (isList) {
    const list = Array.isArray(existing) ? existing : existing === undefined ? [] : [existing];
    list.push(...(Array.isArray(value) ? value : [value]));
    target[name] = list;
  } else if (existing !== undefined) {
    target[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  } else {
    target[name] = value;
  }
};

/** A url-encoded body as @fastify/formbody parsed it, with list fields folded. */
export const foldFormFields = (body: Record<string, unknown>): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) addField(fields, name, value);
  return fields;
};
