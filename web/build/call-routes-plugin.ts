/**
 * `virtual:badal/call-routes`: how each call the BFF mirrors under /api (exposure `api`) and each
 * of the BFF's own endpoints travels — method, path and, for calls, the body encoding — taken at
 * build time from their one declaration (contracts/src/calls/, contracts/src/bff.ts). The typed
 * client needs nothing more at run time, so the schemas, and zod, stay out of the start chunk; the
 * calls the BFF consumes itself (`internal`) are not the browser's to send, and are left out.
 */
import type { Plugin } from 'vite';
import { CONTRACTS_SRC, callDeclarationFiles, contracts, forget } from './contracts-source';

export const CALL_ROUTES_ID = 'virtual:badal/call-routes';
const RESOLVED = `\0${CALL_ROUTES_ID}`;

/** The module's source text: `callRoutes` and `bffRoutes`, plain data keyed by name. */
export const callRoutesSource = async (): Promise<string> => {
  const { calls, bffEndpoints } = await contracts();
  const callRoutes = Object.fromEntries(
    Object.entries(calls)
      .filter(([, call]) => call.exposure === 'api')
      .map(([name, { method, path, encoding }]) => [name, { method, path, encoding }]),
  );
  const bffRoutes = Object.fromEntries(
    Object.entries(bffEndpoints).map(([name, { method, path }]) => [name, { method, path }]),
  );
  return `export const callRoutes = ${JSON.stringify(callRoutes)};\nexport const bffRoutes = ${JSON.stringify(bffRoutes)};\n`;
};

export const callRoutesPlugin = (): Plugin => ({
  name: 'badal-call-routes',
  resolveId: (id) => (id === CALL_ROUTES_ID ? RESOLVED : undefined),
  async load(id) {
    if (id !== RESOLVED) return undefined;
    for (const file of callDeclarationFiles()) this.addWatchFile(file);
    return callRoutesSource();
  },
  watchChange: (id) => {
    if (id.startsWith(CONTRACTS_SRC)) forget();
  },
});
