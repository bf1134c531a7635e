import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test/**'];

/**
 * Pages and parts only people signing in or signed in see. Their strings are a catalog of their
 * own, loaded with those pages (src/app/router/pages.ts), so a visitor's first page does not
 * download them.
 */
const MEMBER_SOURCES = [
  '<rootDir>/src/features/auth/**',
  '<rootDir>/src/features/account/**',
  '<rootDir>/src/app/routes/login-page.tsx',
  '<rootDir>/src/app/routes/signup-page.tsx',
  '<rootDir>/src/app/routes/verification-page.tsx',
  '<rootDir>/src/app/routes/reset-password-page.tsx',
  '<rootDir>/src/app/routes/profile-info-page.tsx',
  '<rootDir>/src/app/routes/account-settings-page.tsx',
  '<rootDir>/src/app/routes/security-page.tsx',
  '<rootDir>/src/app/layouts/top-bar/user-menu.tsx',
  '<rootDir>/src/app/layouts/top-bar/notifications-bell.tsx',
];

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
      exclude: [...TESTS, ...MEMBER_SOURCES],
    },
    { path: '<rootDir>/src/locales/{locale}/members', include: MEMBER_SOURCES, exclude: TESTS },
  ],
});
