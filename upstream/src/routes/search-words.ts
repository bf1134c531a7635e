/**
 * Badal extensions (issue #33): the search dictionary operators extend. Operators only; the rules
 * are in services/catalogue/search-dictionary.ts.
 */
import type { CallHandlers } from '../http/api-router.js';
import { assertOperator } from '../services/banners/moderation.js';
import {
  addConcept,
  addTerm,
  listConcepts,
  removeConcept,
  removeTerm,
} from '../services/catalogue/search-dictionary.js';
import type { UpstreamContext } from '../services/context.js';
import { say } from '../texts.js';

export const searchWordHandlers = (ctx: UpstreamContext) =>
  ({
    searchWords: async ({ auth, query }) => {
      assertOperator(auth.user);
      return listConcepts(ctx, query.text);
    },

    addSearchConcept: async ({ auth, body }) => {
      assertOperator(auth.user);
      return addConcept(ctx, auth.user.id, body);
    },

    addSearchTerm: async ({ auth, params, body }) => {
      assertOperator(auth.user);
      return addTerm(ctx, params.id, body.term);
    },

    removeSearchTerm: async ({ auth, params }) => {
      assertOperator(auth.user);
      return removeTerm(ctx, params.id, params.termId);
    },

    removeSearchConcept: async ({ auth, params, locale }) => {
      assertOperator(auth.user);
      await removeConcept(ctx, params.id);
      return { message: say('upstream.searchConceptRemoved', locale) };
    },
  }) satisfies Partial<CallHandlers>;
