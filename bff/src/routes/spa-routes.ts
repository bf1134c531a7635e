/**
 * Serves the web app: hashed assets with long cache, and for every page path the filled
 * index.html. Paths that match no route of the shared table answer 404 with the app's 404 page.
 * Protected pages send visitors to login (and guest-only pages send signed-in users home) before
 * any HTML is sent.
 */
import path from 'node:path';
import { isSafeRedirect, matchAppRoute, pathTo, paymentReturnTarget } from '@badal/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BffError } from '../lib/bff-error.js';
import { beforeDeadline } from '../lib/deadline.js';
import { LOCALE_VARY, requestLocale } from '../lib/request-locale.js';
import { loadTemplate, renderPage, type ServerRenderedPage } from '../pages/html-template.js';
import { loadPageData, type PageData } from '../pages/page-data.js';
import { basePageMeta, withPageData } from '../pages/page-meta.js';
import { loadServerRenderer } from '../pages/server-render.js';
import { loadBootstrap } from './bootstrap.js';

const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !/^\/(api|bff|media|internal|assets|socket\.io|docs)(\/|$)/.test(request.url);

export const spaRoutes = async (app: FastifyInstance) => {
  const { webDist } = app.config;
  const template = loadTemplate(webDist);
  if (!template.built) app.log.warn({ webDist }, 'web build not found; serving a bare page shell');
  const renderer =
    template.built && app.config.serverRendering ? await loadServerRenderer(app, webDist, app.log) : null;

  if (template.built) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      // Files under /assets/ carry a content hash in their names and never change.
      // The service worker is checked on every visit, so a new version is offered at once.
      setHeaders: (res, file) => {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : path.basename(file) === 'sw.js'
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  /**
   * While the session store is away a page is still a page: it is drawn as for a visitor (the
   * app's own calls then say that signing in is unavailable for a moment) instead of an error.
   */
  const sessionOrVisitor = (request: FastifyRequest) =>
    request.loadSession().catch((error: unknown) => {
      if (!(error instanceof BffError && error.code === 'session_store_unavailable')) throw error;
      request.log.warn('session store unavailable; page drawn for a visitor');
      request.sessionLookup = Promise.resolve(null);
      return null;
    });

  const renderFor = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://localhost');
    const locale = requestLocale(request);
    const match = matchAppRoute(url.pathname);
    const session = await sessionOrVisitor(request);

    if (match) {
      if (match.route.access === 'auth' && !session) {
        const wanted = url.pathname + url.search;
        const redirectTo = isSafeRedirect(wanted) ? wanted : pathTo('home');
        return reply.redirect(pathTo('login', { query: { redirectTo } }, match.locale), 302);
      }
      if (match.route.access === 'guest' && session) return reply.redirect(pathTo('home', {}, match.locale), 302);
      if (match.route.paymentReturn)
        return reply.redirect(
          paymentReturnTarget(match.route.paymentReturn, url.search, match.locale ?? undefined),
          302,
        );
    }

    const origin = app.config.publicUrl ?? `${request.protocol}://${request.headers.host}`;
    // Everything the page waits for (its meta, the start-up data, the server rendering's data) is
    // fetched in parallel against one deadline: a slow API delays the page once, not per call.
    const deadline = Date.now() + app.config.pageDeadlineMs;
    const [data, bootstrap] = await Promise.all([
      match
        ? beforeDeadline(
            loadPageData(request, reply, match.route.id, match.params, url.searchParams, locale),
            deadline,
            {} as PageData,
          ).catch((error) => {
            // Meta is a nicety: a failing upstream must not take the page down with it.
            request.log.warn({ err: error }, 'page data failed');
            return {} as PageData;
          })
        : Promise.resolve<PageData>({ notFound: true }),
      loadBootstrap(request, reply, locale, deadline),
    ]);
    const found = !data.notFound;
    const meta = withPageData(
      basePageMeta(origin, data.canonicalPath ?? url.pathname, data.canonicalPath ? '' : url.search, locale, !found),
      data,
      origin,
    );
    let page: ServerRenderedPage | undefined;
    if (renderer && found && renderer.rendersOnServer(url.pathname)) {
      try {
        page = await renderer.render(request, {
          url: url.pathname + url.search,
          locale,
          bootstrap,
          dataTimeoutMs: Math.max(0, deadline - Date.now()),
        });
      } catch (error) {
        // The browser can still draw the page: a rendering fault costs speed, not the page.
        request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
      }
    }
    reply
      .code(found ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      // A member's page carries their data (the inlined start-up data): stored nowhere. A
      // visitor's may be kept, checked with the server each time; the web app's service worker
      // keeps those for reading offline, and only those.
      .header('cache-control', session ? 'private, no-store' : 'private, no-cache')
      .header('vary', LOCALE_VARY);
    return reply.send(renderPage(template.html, locale, meta, bootstrap, page));
  };

  // Every page path is a real route (so the pages' compression and security headers apply);
  // paths of the BFF's own prefixes that reach it are not pages.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (isPageRequest(request)) return renderFor(request, reply);
    throw new BffError('not_found');
  });

  app.setNotFoundHandler(async () => {
    throw new BffError('not_found');
  });
};
