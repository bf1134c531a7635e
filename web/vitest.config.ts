import { defineConfig } from 'vitest/config';
import { appPlugins } from './app-plugins';

// Same transforms as the app (Lingui macros, .po catalogs), jsdom, and the contracts' TypeScript source.
export default defineConfig({
  plugins: appPlugins(),
  resolve: { conditions: ['source'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: ['**/dist/**', '**/node_modules/**', 'e2e/**'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
