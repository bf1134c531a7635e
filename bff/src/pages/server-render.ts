/**
 * Server rendering of the public pages with the web app's own server bundle (`web/dist-ssr`,
 * built from web/src/entry-server.tsx). The bundle asks for its data through a transport that
 * replays the request inside this BFF (`inject`): the same routes, cache, locale rules and
 * session as the browser's own calls, without a socket.
 *
 * Without the bundle (a build that skipped it, SERVER_RENDERING=false) or when rendering fails,
 * pages are served as before and the browser renders them.
 * Decision: docs/decisions/009-public-pages-first-paint.md
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Bootstrap, LOCALE_HEADER, type Locale } from '@badal/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

type Transport = (
  url: string,
  init: Omit<RequestInit, 'headers'> & { headers: Record<string, string> },
) => Promise<Response>;

interface ServerBundle {
  rendersOnServer: (pathname: string) => boolean;
  render: (input: {
    url: string;
    locale: Locale;
    bootstrap: Bootstrap;
    transport: Transport;
    dataTimeoutMs?: number;
  }) => Promise<{ html: string; data: [string, unknown][]; modules: string[] }>;
}

interface ManifestChunk {
  file: string;
  /** The start-up chunk: index.html already loads it and its styles. */
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

export interface RenderedPage {
  html: string;
  data: [string, unknown][];
  /**
   * The text of every stylesheet the page needs (the app's and its chunk's), inlined so the first
   * paint waits for no further request.
   */
  styles: string[];
  /** Scripts of the page's own chunk (absolute paths under /), preloaded. */
  scripts: string[];
}

export interface ServerRenderer {
  rendersOnServer: (pathname: string) => boolean;
  render: (
    request: FastifyRequest,
    page: { url: string; locale: Locale; bootstrap: Bootstrap; dataTimeoutMs: number },
  ) => Promise<RenderedPage>;
}

/** The bundle sits beside the web build: `<WEB_DIST>-ssr/entry-server.js`. */
export const serverBundlePath = (webDist: string): string =>
  path.join(path.dirname(webDist), `${path.basename(webDist)}-ssr`, 'entry-server.js');

const isBundle = (value: unknown): value is ServerBundle =>
  !!value &&
  typeof (value as ServerBundle).render === 'function' &&
  typeof (value as ServerBundle).rendersOnServer === 'function';

/** Styles and scripts a source module needs, following its static imports through the manifest. */
export const chunkAssets = (
  manifest: Readonly<Record<string, ManifestChunk>>,
  modules: readonly string[],
): { styles: string[]; scripts: string[] } => {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { styles: [...styles], scripts: [...scripts] };
};

const FORWARDED_HEADERS = ['cookie', 'authorization', 'user-agent'] as const;

/** Replays one of the page's requests inside the BFF on behalf of the reader. */
const injectTransport =
  (app: FastifyInstance, request: FastifyRequest, locale: Locale): Transport =>
  async (url, init) => {
    // The page's language, as the app itself says it when it asks from the browser.
    const headers: Record<string, string> = { ...init.headers, [LOCALE_HEADER]: locale };
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') responseHeaders.set(name, value);
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };

export const loadServerRenderer = async (
  app: FastifyInstance,
  webDist: string,
  log: FastifyBaseLogger,
): Promise<ServerRenderer | null> => {
  const bundlePath = serverBundlePath(webDist);
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(bundlePath) || !existsSync(manifestPath)) {
    log.warn({ bundlePath }, 'web server bundle not found; pages are rendered in the browser');
    return null;
  }
  const bundle: unknown = await import(pathToFileURL(bundlePath).href);
  if (!isBundle(bundle)) throw new Error(`${bundlePath} does not export render() and rendersOnServer()`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryStyles = Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : []));
  // Built files never change while the BFF runs: each is read once.
  const cssText = new Map<string, string>();
  const readCss = (file: string): string => {
    let text = cssText.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(webDist, file), 'utf8');
      cssText.set(file, text);
    }
    return text;
  };

  return {
    rendersOnServer: (pathname) => bundle.rendersOnServer(pathname),
    render: async (request, { url, locale, bootstrap, dataTimeoutMs }) => {
      const { html, data, modules } = await bundle.render({
        url,
        locale,
        bootstrap,
        dataTimeoutMs,
        transport: injectTransport(app, request, locale),
      });
      const { styles, scripts } = chunkAssets(manifest, modules);
      const files = [...new Set([...entryStyles, ...styles.map((href) => href.slice(1))])];
      return { html, data, styles: files.map(readCss), scripts };
    },
  };
};
