/**
 * Shared steps of the browser suite: the dev outbox, new members made through the API, the roles'
 * signed-in state, axe checks and screenshots.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type CDPSession, expect, type Page } from '@playwright/test';
import type axe from 'axe-core';
import type { Result, RunOptions } from 'axe-core';
import { AUTH_DIR, SCREENSHOT_DIR } from './paths';

export { SCREENSHOT_DIR };

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
/**
 * A user nobody registered yet: unique name, e-mail and 8-digit phone. The phone's second digit is
 * the worker's, so users made at the same moment by two workers differ.
 */
export const freshUser = () => {
  counter++;
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  const stamp = `${Date.now().toString(36)}${worker}${counter}${Math.floor(Math.random() * 1e4)}`;
  const phone = `6${worker}${String(Date.now() * 10 + (counter % 10)).slice(-6)}`;
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
 * Registers a user and verifies it with the SMS code from the dev outbox, through the endpoints the
 * pages use; `request` is signed in as that user afterwards. (signup.spec.ts drives the pages.)
 */
export const registerMember = async (request: APIRequestContext, wanted: FreshUser = freshUser()) => {
  let user = wanted;
  let register = await request.post('/api/register', {
    data: { ...user, passwordConfirmation: user.password, code: '965' },
  });
  // Taken by an earlier run on this database (the phone repeats every 100 s): another, same name.
  for (let attempt = 0; register.status() === 422 && attempt < 3; attempt++) {
    user = { ...freshUser(), fullName: wanted.fullName };
    register = await request.post('/api/register', {
      data: { ...user, passwordConfirmation: user.password, code: '965' },
    });
  }
  expect(register.status(), await register.text()).toBe(201);
  const code = await readOutbox(request, user.phone, 'code', 'sms');
  const verify = await request.post('/bff/session/verify', {
    data: { number: user.phone, email: user.email, code },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  return user;
};

/** A new member of its own, signed in in the page's browser context (for tests that change their account). */
export const signUpAndIn = async (page: Page, user: FreshUser = freshUser()): Promise<FreshUser> =>
  registerMember(page.context().request, user);

/**
 * The roles signed in once per run by roles.setup.ts: `member` is a new account nobody else
 * changes (for pages that only look), the others are seeded accounts. A test that changes its
 * account (signs out, disables it, pays for something) makes its own with signUpAndIn instead.
 */
export type Role = 'member' | 'demo' | 'seller' | 'operator';
export const SEEDED = {
  demo: { userName: 'demo', password: 'demo1234' },
  seller: { userName: 'seller', password: 'seller1234' },
  operator: { userName: 'operator', password: 'operator1234' },
} as const;

/** The role's storage state (cookies), for `test.use({ storageState })` or `browser.newContext`. */
export const roleState = (role: Role) => join(AUTH_DIR, `${role}.json`);
export const roleUserFile = (role: Role) => join(AUTH_DIR, `${role}.user.json`);
/** Who the role is: its user id and user name. */
export const roleUser = (role: Role): { userId: number; userName: string; fullName?: string } =>
  JSON.parse(readFileSync(roleUserFile(role), 'utf8'));

/** A browser context (and a page in it) signed in as the role. */
export const signedInAs = async (browser: Browser, role: Role, options: { locale?: string } = {}) => {
  const context = await browser.newContext({ ...options, storageState: roleState(role) });
  return { context, page: await context.newPage(), userId: roleUser(role).userId };
};

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The axe-core that AxeBuilder bundles, so both ways below run the same rules. */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** A frame of another origin than the page (the card provider's form): only axe's full mode reaches into it. */
const hasForeignFrame = (page: Page) => {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .some(
      (frame) => frame !== page.mainFrame() && /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin,
    );
};

/** The violations axe finds on the page as it is now, by the WCAG 2.0/2.1 A and AA rules. */
const axeViolations = async (page: Page): Promise<Result[]> => {
  // Only violations are collected (what the check reads), which spares axe building the rest.
  const options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
  if (page.frames().length === 1) {
    // No frames: axe runs in the page itself, put there once (AxeBuilder would put its 0.5 MB there twice).
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    return page.evaluate(
      async (runOptions) => (await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions)).violations,
      options,
    );
  }
  // Frames: AxeBuilder reaches into them; in one pass in the page when they are all of its origin
  // (the full mode, for the provider's form, merges frame results in an extra page).
  const builder = new AxeBuilder({ page, axeSource }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS);
  if (!hasForeignFrame(page)) builder.setLegacyMode();
  return (await builder.analyze()).violations;
};

/** Axe finds no serious or critical violation on the page as it is now. */
export const expectAccessible = async (page: Page) => {
  const bad = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
};

/**
 * Everything on the page drawn as if scrolled through, without scrolling through it: far sections
 * are drawn (content-visibility), lazy pictures load now, the fonts are there, and the page is at
 * its top (where the sticky top bar belongs in a full-page picture).
 */
const drawWholePage = async (page: Page) => {
  await page.addStyleTag({ content: '.below-fold { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    const pictures = [...document.images];
    for (const img of pictures) if (img.loading === 'lazy') img.loading = 'eager';
    await Promise.all(pictures.map((img) => (img.complete ? null : img.decode().catch(() => null))));
    await document.fonts.ready;
    window.scrollTo(0, 0);
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  });
};

/** Full-page screenshot kept as a test artifact: artifacts/screenshots/<name>.png. */
export const keepScreenshot = async (page: Page, name: string) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await drawWholePage(page);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
};

const cdpSessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * What the screen shows now (no scrolling), kept as a test artifact: artifacts/screenshots/<name>.png.
 * Taken through the DevTools protocol with Chromium's fast PNG encoding: the every-screen sweep
 * keeps 172 of these, and page.screenshot's default encoding costs about twice the processor time
 * for a somewhat smaller file.
 */
export const keepViewportScreenshot = async (page: Page, name: string) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  let session = cdpSessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    cdpSessions.set(page, session);
  }
  // As page.screenshot does: the real typeface, not a fallback.
  await page.evaluate(() => document.fonts.ready);
  const { data } = await (await session).send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true });
  writeFileSync(join(SCREENSHOT_DIR, `${name}.png`), Buffer.from(data, 'base64'));
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
  // The form of the payment's last session: a coupon applied on arrival starts a new session and
  // draws the card form again, and what was typed into the earlier one is gone with it. The pay
  // button is enabled once the last one is drawn.
  await expect(page.locator('section[aria-labelledby="pay-heading"] > button.btn')).toBeEnabled();
  // The card form's frame is drawn at a minimum height and then told its own (the provider's
  // script sets `height` from the frame's first message): 'Pay now', below it, moves down then.
  // Typed and clicked before that, a click aimed at the button lands in the grown frame.
  await expect(page.locator('[data-testid="card-view"] iframe')).toHaveAttribute('style', /(^|;)\s*height:\s*\d/);
  const frame = page.frameLocator('[data-testid="card-view"] iframe');
  await frame.locator('#holder').fill('Test Person');
  await frame.locator('#number').fill(number);
  await frame.locator('#expiry').fill('12/39');
  await frame.locator('#cvc').fill('123');
};

/**
 * Presses 'Pay now' from the keyboard (the button focused, then Enter), as a keyboard user pays.
 * A pointer click is aimed at where the button was a moment before: right after typing into the
 * provider's frame Chromium sometimes scrolls the page back towards the typed field, and the
 * click then lands in the card form (1 in 12 runs of the declined-card journey; a person never
 * clicks within that moment).
 */
export const pressPayNow = async (page: Page) => {
  await page.locator('section[aria-labelledby="pay-heading"] > button.btn').press('Enter');
};
