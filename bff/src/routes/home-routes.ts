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
import { BffError } from '../lib/bff-error.js';

const part = async <T>(request: FastifyRequest, name: string, load: () => Promise<T>): Promise<T | null> => {
  try {
    return await load();
  } catch (error) {
    request.log.warn({ part: name, code: error instanceof BffError ? error.code : undefined }, 'home part failed');
    return null;
  }
};

const banners = (request: FastifyRequest, reply: FastifyReply, type: 4 | 5 | 6) =>
  part(request, `banners:${type}`, () =>
    fetchJson<Banner[]>(request, reply, calls.doubleBanners, { query: { type, typeName: BANNER_TYPE_NAMES[type] } }),
  );

export const loadHome = async (request: FastifyRequest, reply: FastifyReply): Promise<Home> => {
  const [double, horizontal, vertical, popularCategories, companyValues] = await Promise.all([
    banners(request, reply, BannerType.double),
    banners(request, reply, BannerType.horizontal),
    banners(request, reply, BannerType.vertical),
    part(request, 'popularCategories', () =>
      fetchJson<PopularCategory[]>(request, reply, calls.popularCategoriesProducts),
    ),
    part(request, 'companyValues', () => fetchJson<CompanyValue[]>(request, reply, calls.companyValues)),
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
