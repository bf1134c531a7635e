/**
 * The web fonts (IBM Plex Sans Arabic, from @fontsource) are declared `font-display: optional`
 * instead of the package's `swap`: text is drawn at once in the system font, and the web font is
 * used when it is there in time (always, once cached). A late swap would re-flow the
 * server-rendered page under the reader's eyes (a layout shift) on every first visit.
 */
import type { Plugin } from 'vite';

export const optionalFontDisplay = (css: string): string =>
  css.replace(/font-display:\s*swap/g, 'font-display: optional');

export const fontDisplayPlugin = (): Plugin => ({
  name: 'badal-font-display',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]@fontsource[\\/].*\.css$/.test(id)) return null;
    return { code: optionalFontDisplay(code), map: null };
  },
});
