import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Same transforms as the app (Lingui macros, .po catalogs), jsdom, and the contracts' TypeScript source.
export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/dist/**', '**/node_modules/**', 'e2e/**'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
