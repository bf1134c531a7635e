/**
 * Fills the web app's index.html for one request: `<html lang dir>` for the locale from the first
 * byte, page meta in place of `<!--badal:head-->`, and the bootstrap data (escaped so it can never
 * close its script element) in place of `<!--badal:bootstrap-->`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Bootstrap, escapeHtml, type Locale, localeDirection } from '@badal/contracts';

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  image?: string;
}

const FALLBACK = `<!doctype html>
<html lang="en" dir="ltr">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><!--badal:head--></head>
  <body><div id="root"></div><!--badal:bootstrap--></body>
</html>`;

export const loadTemplate = (webDist: string): { html: string; built: boolean } => {
  const file = path.join(webDist, 'index.html');
  return existsSync(file) ? { html: readFileSync(file, 'utf8'), built: true } : { html: FALLBACK, built: false };
};

/** JSON inside a <script> element: nothing in it can end the element or break out of the string. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const headHtml = (meta: PageMeta, locale: Locale): string =>
  [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    // The installable app in the reader's language (web/build/installable-app-plugin.ts).
    `<link rel="manifest" href="/manifest-${locale}.webmanifest" />`,
    ...meta.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`),
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:locale" content="${locale === 'ar' ? 'ar_KW' : 'en_US'}" />`,
    `<meta property="og:type" content="website" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
  ].join('\n    ');

/** A page the server rendered: its markup, the data it was drawn with, its styles and chunk. */
export interface ServerRenderedPage {
  html: string;
  data: [string, unknown][];
  /** Stylesheet texts, inlined in place of index.html's stylesheet links. */
  styles: string[];
  /** The page chunk's scripts, preloaded with the app's once the page has loaded. */
  scripts: string[];
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>\s*/g;
const MODULE_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/** CSS inside <style>: nothing in it may close the element. */
const styleSafe = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * A server-rendered page is complete without scripts, so its scripts wait: the template's entry
 * module and preloads (and the page chunk's) become the data of /boot.js, which fetches them once
 * the page and its pictures have loaded. Styles are inlined in place of their links.
 */
const forServerRenderedPage = (template: string, page: ServerRenderedPage): { html: string; head: string } => {
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  if (!entry) return { html: template.replace(STYLESHEET_LINK, ''), head: styles(page) };
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  const chunk = page.scripts.filter((href) => href !== entry && !preloads.includes(href));
  const boot = `<script src="/boot.js" async data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml([...preloads, ...chunk].join(' '))}"></script>`;
  return {
    html: template.replace(STYLESHEET_LINK, '').replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    head: `${styles(page)}\n    ${boot}`,
  };
};

const styles = (page: ServerRenderedPage): string =>
  page.styles.map((css) => `<style>${styleSafe(css)}</style>`).join('\n    ');

export const renderPage = (
  template: string,
  locale: Locale,
  meta: PageMeta,
  bootstrap: Bootstrap,
  page?: ServerRenderedPage,
): string => {
  const rendered = page ? forServerRenderedPage(template, page) : null;
  const head = rendered ? `${headHtml(meta, locale)}\n    ${rendered.head}` : headHtml(meta, locale);
  const data = page ? `<script id="badal-page-data" type="application/json">${scriptSafeJson(page.data)}</script>` : '';
  return (
    (rendered ? rendered.html : template)
      .replace('<html lang="en" dir="ltr">', `<html lang="${locale}" dir="${localeDirection[locale]}">`)
      // A function replacement: the markup may contain `$&` and the like, which must stay as written.
      .replace('<div id="root"></div>', () =>
        page ? `<div id="root" data-server-rendered>${page.html}</div>` : '<div id="root"></div>',
      )
      .replace('<!--badal:head-->', () => head)
      .replace(
        '<!--badal:bootstrap-->',
        () => `<script id="badal-bootstrap" type="application/json">${scriptSafeJson(bootstrap)}</script>${data}`,
      )
  );
};
