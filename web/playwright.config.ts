/**
 * End-to-end suite: headless Debian Chromium against an already running stack (`npm start`, or
 * the throw-away one `npm test` starts) at E2E_BASE_URL. It starts no server itself.
 *
 * The `roles` project signs each role in once (e2e/roles.setup.ts); the specs reuse its storage
 * state. Specs that act as the seeded `seller` (who gets notifications, chats and barter offers
 * live, so two of them at once would see each other's events) run one at a time in their own
 * project, first in the queue so that lane runs beside the others from the start; the
 * every-screen sweep's short tests come last and fill both workers up to the end.
 *
 * The specs run in Chromium's headless shell, but for two that need the full browser (below;
 * e2e/browser.ts, decision 029).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, headlessShellPath, IGNORED_DEFAULT_ARGS } from './e2e/browser';
import { ARTIFACTS_DIR } from './e2e/paths';

/** The specs that watch the seeded seller's live events (see above). */
const AS_SELLER = ['realtime.spec.ts', 'requests.spec.ts', 'favorites-following.spec.ts', 'promotions.spec.ts'];
const SWEEP = 'every-screen.spec.ts';
/**
 * What the shell lacks, being no browser around Blink: system notifications and installing (the
 * installable app), and fetching a page's icon (the payments history checks the card provider's).
 */
const FULL_BROWSER = ['installable-app.spec.ts', 'payment-history.spec.ts'];

const launchOptions = (executablePath: string) => ({
  executablePath,
  args: CHROMIUM_ARGS,
  ignoreDefaultArgs: IGNORED_DEFAULT_ARGS,
});
const fullBrowser = { launchOptions: launchOptions(chromiumPath()) };
const headlessShell = { launchOptions: launchOptions(headlessShellPath()) };

export default defineConfig({
  testDir: 'e2e',
  outputDir: `${ARTIFACTS_DIR}/test-results`,
  // Measured on the 2-core machine (docs in web/README): two workers finish the suite well before one.
  workers: 2,
  fullyParallel: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `${ARTIFACTS_DIR}/playwright-report` }],
    ['./e2e/sweep-reporter.ts'],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    browserName: 'chromium',
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    trace: 'on-first-retry',
    // The service worker would precache the whole app in every test's fresh context; only the
    // installable-app spec lets it run (and checks what it does).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'roles', testMatch: 'roles.setup.ts', use: headlessShell },
    {
      name: 'as-seller',
      testMatch: AS_SELLER,
      dependencies: ['roles'],
      workers: 1,
      fullyParallel: false,
      use: headlessShell,
    },
    { name: 'full-browser', testMatch: FULL_BROWSER, dependencies: ['roles'], use: fullBrowser },
    {
      name: 'journeys',
      testMatch: '**/*.spec.ts',
      testIgnore: [...AS_SELLER, ...FULL_BROWSER, SWEEP],
      dependencies: ['roles'],
      use: headlessShell,
    },
    { name: 'every-screen', testMatch: SWEEP, dependencies: ['roles'], use: headlessShell },
  ],
});
