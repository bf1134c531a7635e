/**
 * What makes the site an installable app, written at build time (not kept in the repository):
 * the icons drawn from the logo (public/favicon.svg) with sharp — 192 and 512 px, a maskable
 * 512 px one whose logo sits inside the safe zone, and Apple's touch icon — a web app manifest per
 * language (the BFF links the reader's: bff/src/pages/html-template.ts), and the offline page per
 * language that the service worker shows when a page cannot be reached.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@badal/contracts/core';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';
import { sentenceCase } from '../src/lib/message-texts';
import { offlinePageOf } from '../src/service-worker/offline-page';
import { contracts } from './contracts-source';
import { type InstallableAppTexts, installableAppTexts } from './installable-app-texts';

export const THEME_COLOR = '#55033e';
const BACKGROUND_COLOR = '#ffffff';
const LOGO = 'favicon.svg';

export const manifestFile = (locale: Locale) => `manifest-${locale}.webmanifest`;
// The service worker answers with it by the same name.
const offlinePageFile = (locale: Locale) => offlinePageOf(locale).slice(1);

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  // Launchers crop a maskable icon to their own shape: the logo keeps to the middle 80 % (the safe zone).
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable', logoShare: 0.7 },
] as const;
const TOUCH_ICON = { file: 'icons/apple-touch-icon.png', size: 180 };

const drawIcon = async (svg: Buffer, size: number, logoShare = 1): Promise<Buffer> => {
  const logoSize = Math.round(size * logoShare);
  const logo = await sharp(svg, { density: 72 * Math.ceil(logoSize / 32) })
    .resize(logoSize, logoSize)
    .png()
    .toBuffer();
  if (logoShare === 1) return logo;
  return sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOR } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer();
};

type Direction = 'ltr' | 'rtl';

export const webManifest = (locale: Locale, dir: Direction, texts: InstallableAppTexts) => ({
  id: `/${locale}`,
  name: texts.name,
  short_name: texts.shortName,
  description: texts.description,
  lang: locale,
  dir,
  start_url: `/${locale}`,
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: ICONS.map(({ file, size, purpose }) => ({
    src: `/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  })),
});

/**
 * The page the service worker answers with for a page it cannot fetch and has not kept. It is
 * served in place of the wanted page, so 'try again' is a link to the same address.
 */
export const offlinePage = (
  locale: Locale,
  dir: Direction,
  texts: InstallableAppTexts,
  sentence: string,
  logoSvg: string,
  // The contracts' one escapeHtml, as the build loads the contracts (from source, contracts-source.ts).
  escapeHtml: (text: string) => string,
): string => `<!doctype html>
<html lang="${locale}" dir="${dir}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${THEME_COLOR}" />
    <title>${escapeHtml(texts.offlineTitle)} — ${escapeHtml(texts.shortName)}</title>
    <style>
      body { margin: 0; min-block-size: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; color: #1f1f1f; background: ${BACKGROUND_COLOR}; }
      main { text-align: center; padding: 24px; max-inline-size: 420px; }
      svg { inline-size: 72px; block-size: 72px; }
      h1 { font-size: 1.4rem; margin-block: 16px 8px; color: ${THEME_COLOR}; }
      p { margin-block: 0 24px; }
      a { display: inline-block; padding: 12px 24px; border-radius: 8px; background: ${THEME_COLOR}; color: #fff; text-decoration: none; font-weight: 600; }
    </style>
  </head>
  <body>
    <main data-testid="offline-page">
      ${logoSvg.trim()}
      <h1>${escapeHtml(texts.offlineTitle)}</h1>
      <p>${escapeHtml(sentence)}</p>
      <a href="">${escapeHtml(texts.retry)}</a>
    </main>
  </body>
</html>
`;

export const installableAppPlugin = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'badal:installable-app',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      if (config.build.ssr || !config.publicDir) return;
      const svg = readFileSync(path.join(config.publicDir, LOGO));
      const { messages, localeDirection, escapeHtml } = await contracts();
      for (const icon of [...ICONS, TOUCH_ICON]) {
        const source = await drawIcon(svg, icon.size, 'logoShare' in icon ? icon.logoShare : 1);
        this.emitFile({ type: 'asset', fileName: icon.file, source });
      }
      for (const [locale, texts] of Object.entries(installableAppTexts) as [Locale, InstallableAppTexts][]) {
        const dir = localeDirection[locale];
        this.emitFile({
          type: 'asset',
          fileName: manifestFile(locale),
          source: JSON.stringify(webManifest(locale, dir, texts), null, 2),
        });
        // §8's 'check your internet connection', worded as every client words it.
        const sentence = sentenceCase(locale, messages['error.checkInternetConnection'][locale]);
        this.emitFile({
          type: 'asset',
          fileName: offlinePageFile(locale),
          source: offlinePage(locale, dir, texts, sentence, svg.toString('utf8'), escapeHtml),
        });
      }
    },
  };
};
