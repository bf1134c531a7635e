/**
 * The contracts as the build sees them: every module's source text and, once per build, the
 * values of all exports (run from TypeScript source through Vite's module runner, so no prior
 * build of the contracts is needed).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const CONTRACTS_SRC = fileURLToPath(new URL('../../contracts/src/', import.meta.url));
export const CONTRACTS_INDEX = `${CONTRACTS_SRC}index.ts`;

let loaded: Promise<Record<string, unknown>> | undefined;

/** The contracts' export namespace; `forget()` makes the next call load it afresh (dev server edits). */
export const contractsNamespace = (): Promise<Record<string, unknown>> => {
  loaded ??= runnerImport<Record<string, unknown>>(CONTRACTS_INDEX, { configFile: false, logLevel: 'error' }).then(
    (r) => r.module,
  );
  return loaded;
};

export const forget = (): void => {
  loaded = undefined;
};

/** './calls/auth.js' (as written in index.ts) → the absolute path of its .ts source. */
export const sourcePath = (specifier: string): string =>
  fileURLToPath(new URL(specifier.replace(/\.js$/, '.ts'), `file://${CONTRACTS_SRC}`));

export const readSource = (file: string): string => readFileSync(file, 'utf8');
