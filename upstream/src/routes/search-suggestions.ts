/** GET /v2/search/suggestions (Badal extension, issue #33): the search box's suggestions. */
import type { CallHandlers } from '../http/api-router.js';
import type { UpstreamContext } from '../services/context.js';
import { suggest } from '../services/suggestions/suggestions.js';

export const searchSuggestionHandlers = (ctx: UpstreamContext) =>
  ({
    searchSuggestions: async ({ query, locale }) => suggest(ctx, query.q, locale),
  }) satisfies Partial<CallHandlers>;
