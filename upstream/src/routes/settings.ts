/** GET /settings/keys?keys=a,b: the requested settings (null for unknown keys), or all of them. */
import type { CallHandlers } from '../http/api-router.js';
import type { UpstreamContext } from '../services/context.js';
import { settingsByKeys } from '../services/settings.js';

export const settingsHandlers = (ctx: UpstreamContext) =>
  ({
    settingsKeys: async ({ query }) =>
      settingsByKeys(ctx.db, [...new Set((query.keys ?? '').split(',').filter((k) => k !== ''))]),
  }) satisfies Partial<CallHandlers>;
