import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'infra',
    include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/dist/**', '**/node_modules/**'],
  },
});
