import { defaultClientConditions, defineConfig } from 'vite';
import { appPlugins } from './app-plugins';

// The BFF runs on 3000 and serves the built app; `vite dev` proxies its endpoints there.
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: appPlugins(),
  // The contracts package is consumed as TypeScript source, like everywhere in the repo.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': bff, '/bff': bff, '/media': bff, '/socket.io': { target: bff, ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      treeshake: {
        // The contracts are declarations: a module none of whose exports a chunk uses is left out
        // (see build/contracts-facade-plugin.ts). Other packages keep their own `sideEffects`.
        moduleSideEffects: (id: string) => (/[\\/]contracts[\\/]src[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
