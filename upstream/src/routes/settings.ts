/** GET /settings/keys?keys=a,b: the requested settings (null for unknown keys), or all of them. */
import { inArray } from 'drizzle-orm';
import { settings } from '../db/schema.js';
import type { CallHandlers } from '../http/api-router.js';
import type { UpstreamContext } from '../services/context.js';

export const settingsHandlers = (ctx: UpstreamContext) =>
  ({
    settingsKeys: async ({ query }) => {
      const keys = [...new Set((query.keys ?? '').split(',').filter((k) => k !== ''))];
      const rows =
        keys.length === 0
          ? await ctx.db.select().from(settings)
          : await ctx.db.select().from(settings).where(inArray(settings.key, keys));
      const found = new Map(rows.map((r) => [r.key, r.value]));
      const wanted = keys.length === 0 ? [...found.keys()].sort() : keys;
      return Object.fromEntries(wanted.map((k) => [k, found.get(k) ?? null]));
    },
  }) satisfies Partial<CallHandlers>;
