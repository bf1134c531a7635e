/**
 * `virtual:badal/call-routes`: the routing facts of the contracts' call table (method, path and
 * body encoding of every call the BFF mirrors under /api; method and path of every BFF endpoint),
 * computed from
 * the contracts at build time. The browser needs only these to send a request; the zod schemas
 * that share the table stay out of the start-up chunk (they load where forms or development
 * checks need them). One source of truth, no copy to keep in step.
 */
import type { Plugin } from 'vite';
import { CONTRACTS_SRC, contractsNamespace, forget } from './contracts-source';

const ID = 'virtual:badal/call-routes';
const RESOLVED = `\0${ID}`;

interface Route {
  method: string;
  path: string;
  encoding?: string;
  exposure?: string;
}

/** The module's source text. */
export const callRoutesSource = async (): Promise<string> => {
  const contracts = await contractsNamespace();
  const calls = contracts.calls as Record<string, Route>;
  const endpoints = contracts.bffEndpoints as Record<string, Route>;
  // Calls the BFF keeps to itself (their answers carry the API token) are not reachable from a browser.
  const callRoutes = Object.fromEntries(
    Object.entries(calls)
      .filter(([, c]) => c.exposure === 'api')
      .map(([name, c]) => [name, { method: c.method, path: c.path, encoding: c.encoding }]),
  );
  const bffRoutes = Object.fromEntries(
    Object.entries(endpoints).map(([name, e]) => [name, { method: e.method, path: e.path }]),
  );
  return `export const callRoutes = ${JSON.stringify(callRoutes)};\nexport const bffRoutes = ${JSON.stringify(bffRoutes)};\n`;
};

export const callRoutesPlugin = (): Plugin => ({
  name: 'badal-call-routes',
  resolveId: (id) => (id === ID ? RESOLVED : undefined),
  async load(id) {
    if (id !== RESOLVED) return undefined;
    // A change to the call table under `vite dev` rebuilds the module.
    this.addWatchFile(`${CONTRACTS_SRC}calls/index.ts`);
    this.addWatchFile(`${CONTRACTS_SRC}bff.ts`);
    return callRoutesSource();
  },
  watchChange: (id) => {
    if (id.startsWith(CONTRACTS_SRC)) forget();
  },
});
