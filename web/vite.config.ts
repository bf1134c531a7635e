import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appPlugins } from './app-plugins';
import { callPathsPlugin } from './build/call-paths-plugin';
import { installableAppPlugin } from './build/installable-app-plugin';
import { preactAliases } from './build/preact-aliases';

// The BFF runs on 3000 and serves the built app; `vite dev` proxies its endpoints there.
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    ...appPlugins(),
    // The installable app: icons, a manifest and an offline page per language, and the service
    // worker (src/service-worker/sw.ts) with the list of files it precaches. The page registers
    // it itself (src/lib/pwa/), lazily; the manifests are linked by the BFF in the reader's language.
    installableAppPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The BFF fills index.html per request: it is a page, fetched network-first, never precached.
        globPatterns: ['**/*.{js,css,png,svg,webmanifest}', 'offline/*.html'],
        globIgnores: ['index.html'],
        // The largest lazy chunk (the map) is about 150 KB; every chunk is precached.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        buildPlugins: { vite: [callPathsPlugin()] },
      },
    }),
  ],
  resolve: {
    // The contracts package is consumed as TypeScript source, like everywhere in the repo.
    conditions: ['source', ...defaultClientConditions],
    // React's names resolve to Preact's compatibility layer (build/preact-aliases.ts).
    alias: preactAliases,
  },
  server: {
    proxy: { '/api': bff, '/bff': bff, '/media': bff, '/socket.io': { target: bff, ws: true } },
  },
  // The server bundle (src/entry-server.tsx, run by the BFF) carries its dependencies: the BFF
  // installs none of the web app's packages.
  // Its resolution is configured apart: the contracts from source there too (not a built dist).
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  // Libraries pick their production code by NODE_ENV at run time; the bundle decides it now instead.
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
