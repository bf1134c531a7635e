/**
 * The transforms the app needs, shared by vite.config.ts and vitest.config.ts: JSX for Preact
 * (through React's names, build/preact-aliases.ts), Lingui macros (Babel through Rolldown), .po
 * catalogs compiled on import, each language's contract message texts on their own (build/message-texts-plugin.ts), how each call and BFF endpoint
 * travels (build/call-paths-plugin.ts), the start chunk
 * (build/start-chunk-plugin.ts) and the minified start-up script (build/boot-script-plugin.ts).
 * The Lingui config is loaded by path so both also work when started from the repo root.
 */
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';
import { bootScriptPlugin } from './build/boot-script-plugin';
import { callPathsPlugin } from './build/call-paths-plugin';
import { messageTextsPlugin } from './build/message-texts-plugin';
import { startChunkPlugin } from './build/start-chunk-plugin';

const configPath = `${import.meta.dirname}/lingui.config.ts`;

export interface AppPluginsOptions {
  /**
   * Unit tests only: Babel (which is there for the Lingui macros alone) skips the files that
   * import no macro — most of them, the tests and the contracts' source among them — instead of
   * parsing and printing them again. Such files come out the same either way; the production
   * build keeps Babel on every file, as it always had it.
   */
  macroFilesOnly?: boolean;
}

export const appPlugins = ({ macroFilesOnly = false }: AppPluginsOptions = {}): PluginOption[] => {
  const linguiConfig = getConfig({ configPath });
  const macro: [string, object] = ['@lingui/babel-plugin-lingui-macro', { linguiConfig }];
  // A file's code must name a macro package (a plain substring test) to go through Babel.
  const { corePackage = [], jsxPackage = [] } = linguiConfig.macro ?? {};
  const macroPackages = [...new Set([...corePackage, ...jsxPackage])];
  return [
    // JSX compiles to `react/jsx-runtime` calls, which the aliases point at Preact's. No Fast
    // Refresh: it drives React's internals; `vite dev` reloads the page on an edit instead.
    { name: 'badal:jsx', config: () => ({ oxc: { jsx: { runtime: 'automatic', importSource: 'react' } } }) },
    babel(
      macroFilesOnly
        ? { presets: [{ preset: () => ({ plugins: [macro] }), rolldown: { filter: { code: macroPackages } } }] }
        : { plugins: [macro] },
    ),
    lingui({ configPath }),
    messageTextsPlugin(),
    callPathsPlugin(),
    startChunkPlugin(),
    bootScriptPlugin(),
  ];
};
