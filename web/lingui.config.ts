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
  '<rootDir>/src/features/payments/**',
  '<rootDir>/src/features/memberships/**',
  '<rootDir>/src/features/promotions/**',
  '<rootDir>/src/features/favorites/**',
  '<rootDir>/src/features/following/**',
  '<rootDir>/src/features/requests/**',
  '<rootDir>/src/app/routes/requests-page.tsx',
  '<rootDir>/src/app/routes/request-thread-page.tsx',
  '<rootDir>/src/app/routes/favorites-page.tsx',
  '<rootDir>/src/app/routes/following-page.tsx',
  '<rootDir>/src/app/routes/memberships-page.tsx',
  '<rootDir>/src/app/routes/promote-page.tsx',
  '<rootDir>/src/app/routes/payment-page.tsx',
  '<rootDir>/src/app/routes/payment-succeeded-page.tsx',
  '<rootDir>/src/app/routes/payments-history-page.tsx',
  '<rootDir>/src/features/banners/**',
  '<rootDir>/src/app/routes/place-banner-page.tsx',
  '<rootDir>/src/app/routes/my-banners-page.tsx',
  '<rootDir>/src/app/routes/operator-banners-page.tsx',
  '<rootDir>/src/app/routes/operator-console-page.tsx',
  '<rootDir>/src/features/operator-console/**',
  '<rootDir>/src/features/companies/**',
  '<rootDir>/src/app/routes/company-subscription-page.tsx',
  // Issue #31 (S2): blocks (security page, seller page, requests, and the chat header through a lazy chunk)
  '<rootDir>/src/features/blocks/**',
  // Issue #31 (S2): the held-ads review panel, mounted in the operator console
  '<rootDir>/src/features/held-ads/**',
  // Issue #33: the search dictionary, mounted in the operator console
  '<rootDir>/src/features/search-words/**',
];

/**
 * The place-an-ad wizard and "my ads": loaded with those pages only. The map to place a point on is
 * shared with the company subscription form, but its strings stay with the wizard's.
 */
const AD_SOURCES = [
  '<rootDir>/src/features/place-ad/**',
  '<rootDir>/src/app/routes/place-ad/**',
  '<rootDir>/src/components/location-picker-map.tsx',
];

/** Notifications and chat: loaded with the bell's dialog and the chat pages. */
const REALTIME_SOURCES = [
  '<rootDir>/src/features/notifications/**',
  '<rootDir>/src/features/chat/**',
  '<rootDir>/src/app/routes/chat/**',
];

const SECTIONS = [
  { name: 'members', include: MEMBER_SOURCES },
  { name: 'ads', include: AD_SOURCES },
  { name: 'realtime', include: REALTIME_SOURCES },
];

/**
 * `LINGUI_CATALOGS=ads npm run extract` rewrites only the named catalogs (comma-separated), so work
 * on one section never touches another's files.
 */
const only = process.env.LINGUI_CATALOGS?.split(',').map((s) => s.trim());
const wanted = (name: string) => !only || only.includes(name);

// Catalogs live next to the code as .po files, one per locale; the Vite plugin compiles each into its own chunk.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  // No line numbers in references: editing a file should not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      name: 'messages',
      include: ['<rootDir>/src'],
      exclude: [...TESTS, ...SECTIONS.flatMap((s) => s.include)],
    },
    ...SECTIONS.map(({ name, include }) => ({ name, include, exclude: TESTS })),
  ]
    .filter(({ name }) => wanted(name))
    .map(({ name, include, exclude }) => ({ path: `<rootDir>/src/locales/{locale}/${name}`, include, exclude })),
});
