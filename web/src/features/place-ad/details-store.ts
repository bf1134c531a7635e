/**
 * The first half of the details step, held in the browser until the second half (the attributes)
 * is sent with it: POST /ad/details takes both at once. Session storage keeps it through a reload
 * and forgets it with the tab; the key names the user and the draft, so nothing leaks into
 * another user's or another draft's form. Server errors on these fields, met while sending from
 * the attributes page, travel back with it to be shown under the fields.
 */
import type { AttributeInput } from './attributes';
import { type Details, type DetailsValues, detailsInput, detailsSchema, emptyDetails } from './details-form';

const PREFIX = 'badal:place-ad:details:';

export interface HeldDetails {
  values: DetailsValues;
  /** Field → message key, from the server's answer to a send that failed. */
  serverErrors: Record<string, string>;
  /** Attribute inputs of the second half, kept when the user went back before saving. */
  attributes?: Record<number, AttributeInput>;
}

const asAttributes = (raw: unknown): Record<number, AttributeInput> | undefined => {
  if (!raw || typeof raw !== 'object') return undefined;
  const out: Record<number, AttributeInput> = {};
  for (const [id, input] of Object.entries(raw)) {
    const { value, values } = (input ?? {}) as Record<string, unknown>;
    if (!/^\d+$/.test(id) || typeof value !== 'string' || !Array.isArray(values)) continue;
    out[Number(id)] = { value, values: values.filter((v): v is string => typeof v === 'string') };
  }
  return out;
};

const keyOf = (userId: number, draftId: number) => `${PREFIX}${userId}:${draftId}`;

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage may be switched off; the form then simply starts from the server's copy.
    return null;
  }
};

const asValues = (raw: unknown): DetailsValues | null => {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const values = { ...emptyDetails };
  for (const key of ['name', 'description', 'code', 'price', 'secondPrice', 'sellType', 'condition'] as const) {
    if (typeof r[key] !== 'string') return null;
    (values as Record<string, unknown>)[key] = r[key];
  }
  if (typeof r.isFeatured !== 'boolean') return null;
  values.isFeatured = r.isFeatured;
  return values;
};

export const readHeldDetails = (userId: number, draftId: number): HeldDetails | null => {
  const text = storage()?.getItem(keyOf(userId, draftId));
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { values?: unknown; serverErrors?: unknown; attributes?: unknown };
    const values = asValues(parsed.values);
    if (!values) return null;
    const errors = parsed.serverErrors && typeof parsed.serverErrors === 'object' ? parsed.serverErrors : {};
    const serverErrors = Object.fromEntries(
      Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const attributes = asAttributes(parsed.attributes);
    return { values, serverErrors, ...(attributes ? { attributes } : {}) };
  } catch {
    return null;
  }
};

export const holdDetails = (userId: number, draftId: number, held: HeldDetails): void => {
  try {
    storage()?.setItem(keyOf(userId, draftId), JSON.stringify(held));
  } catch {
    // A full or disabled storage loses only the convenience of keeping the form over a reload.
  }
};

/** Changes part of what is held (the rest stays; server errors are cleared unless given). */
export const updateHeldDetails = (
  userId: number,
  draftId: number,
  patch: Partial<HeldDetails> & Pick<HeldDetails, 'values'>,
): void => {
  const current = readHeldDetails(userId, draftId);
  holdDetails(userId, draftId, { ...current, serverErrors: {}, ...patch });
};

/** Forgets every held form of the user (after publishing or discarding). */
export const forgetHeldDetails = (userId: number): void => {
  const store = storage();
  if (!store) return;
  const mine = `${PREFIX}${userId}:`;
  for (const key of Object.keys(store)) if (key.startsWith(mine)) store.removeItem(key);
};

/** Held details that pass the rules, ready to be sent with the attributes; null when there are none. */
export const readyHeldDetails = (userId: number, draftId: number): Details | null => {
  const held = readHeldDetails(userId, draftId);
  if (!held) return null;
  const parsed = detailsSchema.safeParse(detailsInput(held.values));
  return parsed.success ? parsed.data : null;
};
