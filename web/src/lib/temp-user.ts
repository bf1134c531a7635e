/**
 * The temporary user of a pending registration (spec §2 guard): kept in local storage between
 * sign-up and SMS verification, so a reload does not lose it.
 */
const KEY = 'badal:temp-user';

export interface TempUser {
  phone: string;
  email: string;
  userName: string;
}

/** Checked by hand: the route guard reads it on every page, in the start-up chunk. */
const isTempUser = (value: unknown): value is TempUser =>
  !!value &&
  typeof value === 'object' &&
  ['phone', 'email', 'userName'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

export const saveTempUser = (user: TempUser, storage: Storage = localStorage): void =>
  storage.setItem(KEY, JSON.stringify(user));

/** Null on the server (no storage there): only the browser knows about a pending registration. */
export const readTempUser = (storage: Storage | undefined = globalThis.localStorage): TempUser | null => {
  if (!storage) return null;
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    return isTempUser(value) ? { phone: value.phone, email: value.email, userName: value.userName } : null;
  } catch {
    return null;
  }
};

export const clearTempUser = (storage: Storage = localStorage): void => storage.removeItem(KEY);
