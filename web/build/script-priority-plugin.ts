/**
 * The app's scripts load at low fetch priority. Public pages arrive rendered by the server, so
 * what a reader sees first is the HTML, its inlined styles and its pictures; the scripts that make
 * the page interactive should not take the narrow bandwidth of a phone from the first picture.
 * (Members' pages, which the browser renders, have nothing else to fetch meanwhile.)
 */
import type { Plugin } from 'vite';

/** Adds fetchpriority="low" to every module script and module preload of a page. */
export const lowerScriptPriority = (html: string): string =>
  html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');

export const scriptPriorityPlugin = (): Plugin => ({
  name: 'badal-script-priority',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: lowerScriptPriority },
});
