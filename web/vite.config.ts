import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { appPlugins } from './app-plugins';

// The BFF runs on 3000 and serves the built app; `vite dev` proxies its endpoints there.
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: appPlugins(),
  resolve: {
    // The contracts package is consumed as TypeScript source, like everywhere in the repo.
    conditions: ['source', ...defaultClientConditions],
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: { '/api': bff, '/bff': bff, '/media': bff, '/socket.io': { target: bff, ws: true } },
  },
  // The server bundle (src/entry-server.tsx, run by the BFF) carries its dependencies: the BFF
  // installs none of the web app's packages.
  // Its resolution is configured apart: the contracts from source there too (not a built dist).
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  // React picks its production build by NODE_ENV at run time; the bundle decides it now instead.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: true,
    // The BFF links each server-rendered page's own chunk and styles from the manifest.
    manifest: !isSsrBuild,
    // Every browser the build targets but Safari 16 preloads modules itself; there the polyfill
    // only fetched earlier what the imports fetch anyway, and it cost the start chunk 0.4 KB.
    modulePreload: { polyfill: false },
  },
}));
