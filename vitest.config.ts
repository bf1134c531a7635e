import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each package has its own project config.
export default defineConfig({
  test: {
    projects: ['contracts', 'upstream', 'bff', 'web', 'infra'].map((p) => `${p}/vitest.config.ts`),
  },
});
