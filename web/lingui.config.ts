import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Catalogs live next to the code as .po files, one per locale; the Vite plugin compiles each into its own chunk.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  // No line numbers in references: editing a file should not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    },
  ],
});
