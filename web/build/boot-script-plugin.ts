/**
 * public/boot.js is copied into the build as written, comments and all; a phone downloads it
 * before anything else of the app, so the copy in the build is minified (half its gzipped size).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minify } from 'rolldown/experimental';
import type { Plugin, ResolvedConfig } from 'vite';

export const BOOT_SCRIPT = 'boot.js';

export const bootScriptPlugin = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'badal:boot-script',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.build.ssr || !config.publicDir) return;
      const source = readFileSync(path.join(config.publicDir, BOOT_SCRIPT), 'utf8');
      const result = await minify(BOOT_SCRIPT, source);
      if (result.errors.length > 0)
        throw new Error(`${BOOT_SCRIPT}: ${result.errors.map((e) => e.message).join('; ')}`);
      writeFileSync(path.join(config.build.outDir, BOOT_SCRIPT), result.code);
    },
  };
};
