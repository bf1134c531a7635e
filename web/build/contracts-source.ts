/**
 * The contracts' message texts as the build sees them, run from TypeScript source through Vite's
 * module runner (no prior build of the contracts needed), loaded once per build.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const CONTRACTS_SRC = fileURLToPath(new URL('../../contracts/src/', import.meta.url));
export const MESSAGES_MODULE = `${CONTRACTS_SRC}messages.ts`;

type Messages = Record<string, Record<string, string>>;

let loaded: Promise<Messages> | undefined;

/** `messages` of contracts/src/messages.ts; `forget()` makes the next call load it afresh (dev server edits). */
export const contractMessages = (): Promise<Messages> => {
  loaded ??= runnerImport<{ messages: Messages }>(MESSAGES_MODULE, { configFile: false, logLevel: 'error' }).then(
    (r) => r.module.messages,
  );
  return loaded;
};

export const forget = (): void => {
  loaded = undefined;
};
