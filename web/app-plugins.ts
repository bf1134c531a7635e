/**
 * The transforms the app needs, shared by vite.config.ts and vitest.config.ts: React, Lingui
 * macros (Babel through Rolldown), .po catalogs compiled on import, each language's contract
 * message texts on their own (build/message-texts-plugin.ts), the start chunk
 * (build/start-chunk-plugin.ts) and the minified start-up script (build/boot-script-plugin.ts).
 * The Lingui config is loaded by path so both also work when started from the repo root.
 */
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { bootScriptPlugin } from './build/boot-script-plugin';
import { messageTextsPlugin } from './build/message-texts-plugin';
import { startChunkPlugin } from './build/start-chunk-plugin';

const configPath = `${import.meta.dirname}/lingui.config.ts`;

export const appPlugins = (): PluginOption[] => {
  const linguiConfig = getConfig({ configPath });
  return [
    react(),
    babel({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] }),
    lingui({ configPath }),
    messageTextsPlugin(),
    startChunkPlugin(),
    bootScriptPlugin(),
  ];
};
