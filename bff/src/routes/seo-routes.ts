/**
 * robots.txt and a sitemap of the catalogue (categories and products, each with its English and
 * Arabic alternates). The sitemap is built from the upstream's public data and cached for an hour.
 */
import {
  ABOUT_PAGES,
  ABOUT_ROUTES,
  type Category,
  calls,
  DEFAULT_LOCALE,
  type ProductPage,
  pathTo,
} from '@badal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fetchJson } from '../cache/cached-call.js';

const PER_PAGE = 60;
const MAX_PAGES = 200;
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const flatten = (tree: Category[]): Category[] => tree.flatMap((c) => [c, ...flatten(c.children)]);

const urlEntry = (origin: string, path: string, lastmod?: string) => {
  const loc = (prefix: string) => escapeXml(`${origin}${prefix}${path === '/' && prefix ? '' : path}`);
  return [
    '  <url>',
    `    <loc>${loc('')}</loc>`,
    ...(lastmod ? [`    <lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>`] : []),
    `    <xhtml:link rel="alternate" hreflang="en" href="${loc('/en')}"/>`,
    `    <xhtml:link rel="alternate" hreflang="ar" href="${loc('/ar')}"/>`,
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${loc('')}"/>`,
    '  </url>',
  ].join('\n');
};

const buildSitemap = async (request: FastifyRequest, reply: FastifyReply, origin: string): Promise<string> => {
  // Slugs are the same in both languages: the sitemap reads the catalogue once, in English.
  const options = { locale: DEFAULT_LOCALE };
  const entries = [urlEntry(origin, pathTo('home')), urlEntry(origin, pathTo('categories'))];
  const tree = await fetchJson<Category[]>(request, reply, calls.categoriesMini, {}, options);
  for (const c of flatten(tree)) entries.push(urlEntry(origin, pathTo('category', { slug: c.slug })));
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await fetchJson<ProductPage>(
      request,
      reply,
      calls.searchProducts,
      { query: { page, perPage: PER_PAGE, sort: 'newest' } },
      options,
    );
    for (const p of result.data) {
      const first = p.categories[0];
      if (first)
        entries.push(urlEntry(origin, pathTo('product', { slug: first.slug, productSlug: p.slug }), p.createdAt));
    }
    if (page >= result.meta.lastPage) break;
  }
  for (const about of ABOUT_PAGES) entries.push(urlEntry(origin, pathTo(ABOUT_ROUTES[about])));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
};

export const seoRoutes = async (app: FastifyInstance) => {
  const originOf = (request: FastifyRequest) => app.config.publicUrl ?? `${request.protocol}://${request.headers.host}`;

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const privatePages = [
      '/profile',
      '/chats',
      '/place-ad',
      '/payment',
      '/double-banners',
      '/company-subscription',
      '/memberships',
    ];
    const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /bff/'];
    for (const prefix of ['', '/en', '/ar']) for (const page of privatePages) lines.push(`Disallow: ${prefix}${page}`);
    lines.push(`Sitemap: ${origin}/sitemap.xml`);
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const { answer } = await app.responseCache.get(`sitemap|${origin}`, 3_600_000, async () => ({
      status: 200,
      contentType: 'application/xml; charset=utf-8',
      body: await buildSitemap(request, reply, origin),
    }));
    return reply
      .header('content-type', answer.contentType)
      .header('cache-control', 'public, max-age=3600')
      .send(answer.body);
  });
};
