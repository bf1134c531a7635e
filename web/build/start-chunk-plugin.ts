/**
 * The code the app's entry imports statically goes into one start chunk. Left to itself,
 * Rolldown gives each module that the entry and a lazily loaded page both import a chunk of its
 * own (a common chunk), although the entry has always loaded it first: with some thirty lazy pages
 * that split the start code into two dozen small files, each with its own import/export glue and
 * compressed on its own — 4 KB more on a first visit to the home page than one file.
 *
 * zod stays with automatic splitting: the entry's static graph reaches every declaration of the
 * contracts through the package index, though it uses only constants and routes, and capturing
 * the schemas' library would pull all of it into the start chunk (declarations the entry does not
 * use are tree-shaken away and land nowhere). Hence, too, no recursive capture of dependencies.
 *
 * Likewise the pieces the catalogue pages draw listings with (product cards, prices, labels,
 * picture widths, the time a sale's time left is counted from) form one `listings` chunk instead
 * of eight tiny common ones.
 *
 * The lazily loaded chunks and the style sheets are named by their content hash alone: the start
 * chunk lists every one of them (the files each lazy import preloads with it, some 140), and their
 * module names cost it 0.9 KB gzipped. The source maps still name every module; the entry keeps
 * its name.
 */
import type { Plugin } from 'vite';

/** The validation library: only forms need it, from their own chunks. */
const SCHEMA_LIBRARY = /[\\/]zod[\\/]/;

/** The pieces every catalogue page draws its listings with (cards, prices, labels, pictures, the time). */
const LISTING_PIECES =
  /[\\/]src[\\/](components[\\/](product[\\/]|isolate\.|page-icons\.)|lib[\\/](format|category-names|media-srcset|use-now)\.)|[\\/]contracts[\\/]src[\\/]media\./;

export const startChunkPlugin = (): Plugin => ({
  name: 'badal:start-chunk',
  apply: 'build',
  config(_config, env) {
    if (env.isSsrBuild) return;
    return {
      build: {
        rolldownOptions: {
          output: {
            chunkFileNames: 'assets/c[hash].js',
            assetFileNames: (asset) =>
              asset.names.some((name) => name.endsWith('.css')) ? 'assets/c[hash].[ext]' : 'assets/[name]-[hash].[ext]',
            codeSplitting: {
              groups: [
                {
                  name: 'start',
                  tags: ['$initial'],
                  test: (id: string) => !SCHEMA_LIBRARY.test(id),
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'listings',
                  test: (id: string) => LISTING_PIECES.test(id),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    };
  },
});
