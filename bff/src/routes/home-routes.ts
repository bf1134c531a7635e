/**
 * /bff/home: everything the home page shows in one response, each part from the catalogue cache,
 * fetched in parallel. A part that fails is null (and logged) so the rest of the page still shows.
 */
import {
  BANNER_TYPE_NAMES,
  type Banner,
  BannerType,
  type CompanyValue,
  calls,
  type Home,
  type Locale,
  type PopularCategory,
  type ProductPage,
} from '@badal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fetchJson } from '../cache/cached-call.js';
import { bffEndpoint } from '../lib/bff-endpoint.js';
import { optionalPart } from '../lib/optional-part.js';
import { LOCALE_VARY, requestLocale } from '../lib/request-locale.js';

/** As many running flash sales as the home page's row shows. */
const FLASH_SALES = 12;

export const loadHome = async (request: FastifyRequest, reply: FastifyReply, locale: Locale): Promise<Home> => {
  const banners = (type: BannerType) =>
    optionalPart(request, `banners:${type}`, () =>
      fetchJson<Banner[]>(
        request,
        reply,
        calls.doubleBanners,
        { query: { type, typeName: BANNER_TYPE_NAMES[type] } },
        { locale },
      ),
    );
  const [double, horizontal, vertical, popularCategories, companyValues, flashSales] = await Promise.all([
    banners(BannerType.double),
    banners(BannerType.horizontal),
    banners(BannerType.vertical),
    optionalPart(request, 'popularCategories', () =>
      fetchJson<PopularCategory[]>(request, reply, calls.popularCategoriesProducts, {}, { locale }),
    ),
    optionalPart(request, 'companyValues', () =>
      fetchJson<CompanyValue[]>(request, reply, calls.companyValues, {}, { locale }),
    ),
    optionalPart(request, 'flashSales', () =>
      fetchJson<ProductPage>(
        request,
        reply,
        calls.searchProducts,
        { query: { onSale: 'true', perPage: FLASH_SALES } },
        { locale },
      ),
    ),
  ]);
  return {
    banners: { double, horizontal, vertical },
    popularCategories,
    flashSales: flashSales?.data ?? null,
    companyValues: companyValues ? [...companyValues].reverse() : null,
  };
};

export const homeRoutes = async (app: FastifyInstance) => {
  bffEndpoint(app, 'home', async (request, reply) => {
    reply.header('vary', LOCALE_VARY);
    return loadHome(request, reply, requestLocale(request));
  });
};
