/**
 * Saved searches and price changes (Badal extension, issue #33): GET/POST /saved-searches,
 * PUT/DELETE /saved-searches/{id}, PUT /products/{id}/price. The work is in
 * services/saved-searches/ and services/ad-life/change-price.ts.
 */
import type { CallHandlers } from '../http/api-router.js';
import { changeAdPrice } from '../services/ad-life/change-price.js';
import type { UpstreamContext } from '../services/context.js';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from '../services/saved-searches/saved-searches.js';
import { say } from '../texts.js';

export const savedSearchHandlers = (ctx: UpstreamContext) =>
  ({
    savedSearches: ({ auth }) => listSavedSearches(ctx, auth.user.id),

    createSavedSearch: ({ auth, body }) => createSavedSearch(ctx, auth.user.id, body),

    updateSavedSearch: ({ auth, params, body }) => updateSavedSearch(ctx, auth.user.id, params.id, body),

    deleteSavedSearch: async ({ auth, params, locale }) => {
      await deleteSavedSearch(ctx, auth.user.id, params.id);
      return { message: say('upstream.savedSearchDeleted', locale) };
    },

    changeAdPrice: async ({ auth, params, body, locale }) => {
      await changeAdPrice(ctx, auth.user.id, params.id, body.price);
      return { message: say('upstream.adPriceChanged', locale) };
    },
  }) satisfies Partial<CallHandlers>;
