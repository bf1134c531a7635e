/**
 * The contracts as the build sees them (message texts, the call table, the BFF's endpoints), run
 * from TypeScript source through Vite's module runner (no prior build of the contracts needed),
 * loaded once per build. The build may load zod; what it writes into the app's modules does not.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const CONTRACTS_SRC = fileURLToPath(new URL('../../contracts/src/', import.meta.url));
export const MESSAGES_MODULE = `${CONTRACTS_SRC}messages.ts`;
const ENTRY_MODULE = `${CONTRACTS_SRC}index.ts`;

/** The contracts' files the call table and the BFF's endpoints are declared in (watched by the dev server). */
export const callDeclarationFiles = (): string[] => [
  ...readdirSync(`${CONTRACTS_SRC}calls`)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => `${CONTRACTS_SRC}calls/${file}`),
  `${CONTRACTS_SRC}call.ts`,
  `${CONTRACTS_SRC}bff.ts`,
];

type Contracts = typeof import('@badal/contracts');

let loaded: Promise<Contracts> | undefined;

/** contracts/src/index.ts; `forget()` makes the next call load it afresh (dev server edits). */
export const contracts = (): Promise<Contracts> => {
  loaded ??= runnerImport<Contracts>(ENTRY_MODULE, { configFile: false, logLevel: 'error' }).then((r) => r.module);
  return loaded;
};

export const forget = (): void => {
  loaded = undefined;
};
