import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The BFF runs on 3000 and serves the built app; `vite dev` proxies its endpoints there.
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': bff, '/bff': bff, '/media': bff, '/socket.io': { target: bff, ws: true } },
  },
  build: { target: 'es2022', sourcemap: true },
});
