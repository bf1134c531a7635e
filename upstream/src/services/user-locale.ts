/**
 * Remembers the language a user last used the API in, so a push (written before anyone asks for
 * it) can be in their language. Paths with 'product' or under /ad are skipped: by the global rules
 * of §7 clients send English there whatever the user reads.
 */

import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type UserRow, users } from '../db/schema.js';
import { negotiateLocale } from '../http/locale.js';
import type { UpstreamContext } from './context.js';

const forcedEnglish = (path: string) => path.includes('product') || /\/api\/ad(\/|$)/.test(path);

export const rememberLocale = async (ctx: UpstreamContext, request: FastifyRequest, user: UserRow): Promise<void> => {
  const header = request.headers['accept-language'];
  if (!header || forcedEnglish(request.url.split('?')[0] ?? '')) return;
  const locale = negotiateLocale(header);
  if (locale === user.locale) return;
  await ctx.db.update(users).set({ locale }).where(eq(users.id, user.id));
  user.locale = locale;
};
