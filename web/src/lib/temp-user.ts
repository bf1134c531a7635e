/**
 * The temporary user of a pending registration (spec §2 guard): kept in local storage between
 * sign-up and SMS verification, so a reload does not lose it.
 */
import { z } from 'zod';

const KEY = 'badal:temp-user';

const tempUserSchema = z.object({ phone: z.string(), email: z.string(), userName: z.string() });
export type TempUser = z.infer<typeof tempUserSchema>;

export const saveTempUser = (user: TempUser, storage: Storage = localStorage): void =>
  storage.setItem(KEY, JSON.stringify(user));

export const readTempUser = (storage: Storage = localStorage): TempUser | null => {
  try {
    const parsed = tempUserSchema.safeParse(JSON.parse(storage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export const clearTempUser = (storage: Storage = localStorage): void => storage.removeItem(KEY);
