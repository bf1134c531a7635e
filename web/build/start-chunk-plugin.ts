/**
 * The code the app's entry imports statically goes into one start chunk. Left to itself,
 * Rolldown gives each module that the entry and a lazily loaded page both import a chunk of its
 * own (a common chunk), although the entry has always loaded it first: with some thirty lazy pages
 * that split the start code into two dozen small files, each with its own import/export glue and
 * compressed on its own — 4 KB more on a first visit to the home page than one file.
 *
 * The contracts stay with automatic splitting: the entry's static graph reaches every declaration
 * (and zod) through the package index, though it uses only constants and routes; captured here,
 * all of it would be pulled into the start chunk. Hence no recursive capture of dependencies.
 */
import type { Plugin } from 'vite';

/** Declarations shared with the server, split by what each chunk uses (build/contracts-facade-plugin.ts). */
const SHARED_DECLARATIONS = /[\\/](zod|contracts)[\\/]|contracts-facade/;

export const startChunkPlugin = (): Plugin => ({
  name: 'badal:start-chunk',
  apply: 'build',
  config(_config, env) {
    if (env.isSsrBuild) return;
    return {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'start',
                  tags: ['$initial'],
                  test: (id: string) => !SHARED_DECLARATIONS.test(id),
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
