/**
 * `virtual:badal/call-paths`: how each call the BFF mirrors under /api (exposure `api`) and each
 * of the BFF's own endpoints travels — method, path and, for calls with a body, its encoding — taken at
 * build time from their one declaration (contracts/src/calls/, contracts/src/bff.ts). The typed
 * client needs nothing more at run time, so the schemas, and zod, stay out of the start chunk; the
 * calls the BFF consumes itself (`internal`) are not the browser's to send, and are left out.
 */
import type { Plugin } from 'vite';
import { CONTRACTS_SRC, callDeclarationFiles, contracts, forget } from './contracts-source';

export const CALL_PATHS_ID = 'virtual:badal/call-paths';
const RESOLVED = `\0${CALL_PATHS_ID}`;

/** The module's source text: `callPaths` and `bffEndpointPaths`, plain data keyed by name. */
export const callPathsSource = async (): Promise<string> => {
  const { calls, bffEndpoints } = await contracts();
  const callPaths = Object.fromEntries(
    Object.entries(calls)
      .filter(([, call]) => call.exposure === 'api')
      // A GET sends no body: its encoding (always 'none') would be bytes in the start chunk for nothing.
      .map(([name, { method, path, encoding }]) => [
        name,
        method === 'GET' ? { method, path } : { method, path, encoding },
      ]),
  );
  const bffEndpointPaths = Object.fromEntries(
    Object.entries(bffEndpoints).map(([name, { method, path }]) => [name, { method, path }]),
  );
  return `export const callPaths = ${JSON.stringify(callPaths)};\nexport const bffEndpointPaths = ${JSON.stringify(bffEndpointPaths)};\n`;
};

export const callPathsPlugin = (): Plugin => ({
  name: 'badal-call-paths',
  resolveId: (id) => (id === CALL_PATHS_ID ? RESOLVED : undefined),
  async load(id) {
    if (id !== RESOLVED) return undefined;
    for (const file of callDeclarationFiles()) this.addWatchFile(file);
    return callPathsSource();
  },
  watchChange: (id) => {
    if (id.startsWith(CONTRACTS_SRC)) forget();
  },
});
