/**
 * Remembers the language a user last used the API in, so a push (written before anyone asks for
 * it) can be in their language. Paths that §7 asks in English whatever the user reads (products,
 * the ad draft: the contracts' `isEnglishOnlyPath`, as clients apply it) are skipped.
 */

import { isEnglishOnlyPath, type Locale } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../db/schema.js';
import type { UpstreamContext } from './context.js';

/** The call's path as clients apply the rules to it: relative to the API base, without the query. */
const callPath = (url: string): string => (url.split('?', 1)[0] ?? '').replace(/^\/api(?=\/|$)/, '');

/** `locale` is the request's language, or null when it named none: then there is nothing to learn. */
export const rememberLocale = async (
  ctx: UpstreamContext,
  user: UserRow,
  url: string,
  locale: Locale | null,
): Promise<void> => {
  if (locale === null || isEnglishOnlyPath(callPath(url)) || locale === user.locale) return;
  await ctx.db.update(users).set({ locale }).where(eq(users.id, user.id));
  user.locale = locale;
};
