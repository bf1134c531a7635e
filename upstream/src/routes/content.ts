/**
 * GET /company-values, GET /aboutus and GET /banners/double?type=&typeName=: the editorial content,
 * in the request language.
 */
import { BANNER_TYPE_NAMES } from '@badal/contracts';
import type { CallHandlers } from '../http/api-router.js';
import { fieldError } from '../http-error.js';
import { homeBanners } from '../services/banners/home-banners.js';
import { aboutPagesIn, companyValuesIn } from '../services/content.js';
import type { UpstreamContext } from '../services/context.js';

export const contentHandlers = (ctx: UpstreamContext) =>
  ({
    companyValues: ({ locale }) => companyValuesIn(ctx, locale),

    aboutUs: ({ locale }) => aboutPagesIn(ctx, locale),

    doubleBanners: async ({ query, locale }) => {
      // type and typeName name the same placement twice; disagreeing ones are a client bug, not a guess.
      if (BANNER_TYPE_NAMES[query.type] !== query.typeName) throw fieldError('validation.invalid', 'typeName');
      return homeBanners(ctx, query.type, locale);
    },
  }) satisfies Partial<CallHandlers>;
