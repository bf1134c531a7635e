/**
 * /bff/home: everything the home page shows in one response, each part from the catalogue cache,
 * fetched in parallel. A part that fails is null (and logged) so the rest of the page still shows.
 */
import {
  BANNER_TYPE_NAMES,
  type Banner,
  BannerType,
  bffEndpoints,
  type CompanyValue,
  calls,
  type Home,
  type PopularCategory,
} from '@badal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fetchJson } from '../cache/cached-call.js';
import { optionalPart } from '../lib/optional-part.js';

const banners = (request: FastifyRequest, reply: FastifyReply, type: 4 | 5 | 6) =>
  optionalPart(request, `banners:${type}`, () =>
    fetchJson<Banner[]>(request, reply, calls.doubleBanners, { query: { type, typeName: BANNER_TYPE_NAMES[type] } }),
  );

export const loadHome = async (request: FastifyRequest, reply: FastifyReply): Promise<Home> => {
  const [double, horizontal, vertical, popularCategories, companyValues] = await Promise.all([
    banners(request, reply, BannerType.double),
    banners(request, reply, BannerType.horizontal),
    banners(request, reply, BannerType.vertical),
    optionalPart(request, 'popularCategories', () =>
      fetchJson<PopularCategory[]>(request, reply, calls.popularCategoriesProducts),
    ),
    optionalPart(request, 'companyValues', () => fetchJson<CompanyValue[]>(request, reply, calls.companyValues)),
  ]);
  return {
    banners: { double, horizontal, vertical },
    popularCategories,
    companyValues: companyValues ? [...companyValues].reverse() : null,
  };
};

export const homeRoutes = async (app: FastifyInstance) => {
  app.get('/bff/home', { schema: { summary: bffEndpoints.home.summary, tags: ['bff'] } }, async (request, reply) => {
    reply.header('vary', 'Cookie, Accept-Language');
    return loadHome(request, reply);
  });
};
