/** Shared steps of the browser suite: the dev outbox, fresh users, axe checks and screenshots. */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
export const SCREENSHOT_DIR = join(here, '..', 'artifacts', 'screenshots');

/** The reference API's origin, where its dev outbox lives. */
const upstreamOrigin = () => process.env.UPSTREAM_ORIGIN ?? 'http://127.0.0.1:4000';

interface OutboxMessage {
  channel: string;
  to: string;
  code?: string | null;
  token?: string | null;
}

/** The newest message sent to `to` (a phone or an e-mail) that carries `field`, waiting for it to arrive. */
export const readOutbox = async (
  request: APIRequestContext,
  to: string,
  field: 'code' | 'token',
  channel?: string,
): Promise<string> => {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${upstreamOrigin()}/dev/outbox?${new URLSearchParams({ to })}`);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        found = messages.find((m) => (channel ? m.channel === channel : true) && m[field])?.[field] ?? undefined;
        return found;
      },
      { message: `a ${field} for ${to} in the dev outbox`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found as string;
};

let counter = 0;
/** A user nobody registered yet: unique name, e-mail and 8-digit phone. */
export const freshUser = () => {
  counter++;
  const stamp = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  const phone = `6${String(Date.now() * 10 + counter).slice(-7)}`;
  return {
    fullName: 'Test Person',
    userName: `e2e_${stamp}`.slice(0, 30),
    email: `e2e.${stamp}@badal.test`,
    phone,
    password: 'secret123',
  };
};
export type FreshUser = ReturnType<typeof freshUser>;

/**
 * Registers and verifies a user through the same endpoints the pages use, in the page's own
 * context, so the browser is signed in afterwards. (The signup spec covers the pages themselves.)
 */
export const signUpAndIn = async (page: Page, user: FreshUser = freshUser()): Promise<FreshUser> => {
  const api = page.context().request;
  const register = await api.post('/api/register', {
    data: { ...user, passwordConfirmation: user.password, code: '965' },
  });
  expect(register.status(), await register.text()).toBe(201);
  const code = await readOutbox(api, user.phone, 'code', 'sms');
  const verify = await api.post('/bff/session/verify', {
    data: { number: user.phone, email: user.email, code },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  return user;
};

/** Axe finds no serious or critical violation on the page as it is now. */
export const expectAccessible = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
};

/** Scrolls through the page so lazily loaded pictures arrive, then back to the top. */
export const loadLazyImages = async (page: Page) => {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
};

/** Full-page screenshot kept as a test artifact: artifacts/screenshots/<page>-<locale>.png. */
export const keepScreenshot = async (page: Page, name: string) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Sections far down are drawn only near the screen (content-visibility); a full-page picture needs them all.
  await page.addStyleTag({ content: '.below-fold { content-visibility: visible !important; }' });
  await loadLazyImages(page);
  // Fonts first, so the picture shows the real typeface and not a fallback.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
};

/** What the screen shows now (no scrolling), kept as a test artifact: artifacts/screenshots/<name>.png. */
export const keepViewportScreenshot = async (page: Page, name: string) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
};

/**
 * Waits until the app shows its first page and answers input: a heading is there and the page has
 * been hydrated (server-rendered pages show their heading before that).
 */
export const appReady = async (page: Page) => {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
};

/** Nothing sticks out sideways (in Arabic an overflow grows to the left, so check both ways). */
export const expectNoSidewaysScroll = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
};

/** The card provider sandbox's card that is approved (README "Paying in the sandbox"). */
export const APPROVED_CARD = '5123450000000008';

/** Fills the provider's card form, which lives in its own frame from the provider's origin. */
export const fillSandboxCard = async (page: Page, number: string = APPROVED_CARD) => {
  const frame = page.frameLocator('[data-testid="card-view"] iframe');
  await frame.locator('#holder').fill('Test Person');
  await frame.locator('#number').fill(number);
  await frame.locator('#expiry').fill('12/39');
  await frame.locator('#cvc').fill('123');
};
