/**
 * Every screen of the route table, as its people see it: in English and Arabic, on a 1280 px
 * desktop and a 360 px phone, visitors on public and guest pages, a member on the members' pages.
 * Each has nothing sticking out sideways in either language, no serious or critical axe finding
 * (checked once per screen, on the Arabic page: the rules do not depend on the language, and the
 * right-to-left page is the one more likely to break), no English words in the Arabic page's own
 * interface, and a screenshot kept under artifacts/screenshots. A route added to the table is
 * checked here without anyone remembering to.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppRoute, appRoutes } from '@badal/contracts/core';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, keepViewportScreenshot, signUpAndIn } from './support';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

/** Words that stay Latin on an Arabic page: the brand, the other language's name, the currency code, units. */
const LATIN_ALLOWED = new Set([
  'badal',
  'english',
  'kwd',
  'km',
  'gb',
  'tb',
  'mb',
  'kb',
  'cc',
  'hp',
  'visa',
  'mastercard',
  'knet',
]);

const screens = appRoutes.filter((route) => route.available && route.paymentReturn === null);

interface Sample {
  category: string;
  product: string;
  seller: number;
}

/** Real values for the route parameters, from the seeded catalogue. */
const sampleOf = async (page: Page): Promise<Sample> => {
  const search = await page.request.get('/api/v2/search/products?perPage=1');
  const [card] = (await search.json()).data as { slug: string; categories: { slug: string }[] }[];
  if (!card) throw new Error('the catalogue is empty');
  const product = await (await page.request.get(`/api/products/${card.slug}`)).json();
  return { category: card.categories[0]?.slug ?? '', product: card.slug, seller: product.seller.userId };
};

const pathOf = (route: AppRoute, sample: Sample): string =>
  route.path
    .replace(':slug', sample.category)
    .replace(':productSlug', sample.product)
    .replace(':userId', String(sample.seller));

/** The page's own interface (not what people wrote: that sits in <bdi> or dir=auto) in Latin letters. */
const latinInterface = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('bdi, [dir], script, style, noscript, [aria-hidden="true"], .visually-hidden'))
        continue;
      if (!parent.checkVisibility?.()) continue;
      const text = node.textContent?.trim() ?? '';
      if (/[A-Za-z]{3,}/.test(text)) found.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (el.closest('bdi, [dir]:not(html)')) continue;
      for (const attr of ['aria-label', 'placeholder', 'title'])
        if (/[A-Za-z]{3,}/.test(el.getAttribute(attr) ?? '')) found.push(el.getAttribute(attr) as string);
    }
    return found;
  });

const englishWords = (texts: string[]) =>
  texts.filter((text) => (text.match(/[A-Za-z]{3,}/g) ?? []).some((word) => !LATIN_ALLOWED.has(word.toLowerCase())));

/** Opens a screen and waits until the app has it (no page loader left). */
const open = async (page: Page, path: string) => {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(page.locator('.page-loader')).toHaveCount(0);
};

const check = async (page: Page, name: string, locale: 'en' | 'ar') => {
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expectNoSidewaysScroll(page);
  if (locale === 'ar') {
    expect(englishWords(await latinInterface(page)), name).toEqual([]);
    await expectAccessible(page);
  }
  await keepViewportScreenshot(page, `${name}-${locale}-1280`);
  await page.setViewportSize(PHONE);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expectNoSidewaysScroll(page);
  await keepViewportScreenshot(page, `${name}-${locale}-360`);
};

let memberState: string;
let sample: Sample;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  sample = await sampleOf(page);
  await signUpAndIn(page);
  memberState = join(tmpdir(), `badal-member-${process.pid}.json`);
  writeFileSync(memberState, JSON.stringify(await context.storageState()));
  await context.close();
});

for (const locale of ['en', 'ar'] as const) {
  test.describe(`every screen in ${locale}`, () => {
    // One browser context for the visitor's screens and one for the member's, a page per screen.
    const contexts = new Map<boolean, BrowserContext>();
    const contextFor = async (browser: Browser, asMember: boolean) => {
      const known = contexts.get(asMember);
      if (known) return known;
      const made = await browser.newContext({ viewport: DESKTOP, ...(asMember ? { storageState: memberState } : {}) });
      contexts.set(asMember, made);
      return made;
    };
    test.afterAll(async () => {
      for (const context of contexts.values()) await context.close();
      contexts.clear();
    });

    for (const route of screens) {
      test(`${route.id} (${route.path})`, async ({ browser }) => {
        const page = await (await contextFor(browser, route.access === 'auth')).newPage();
        if (route.access === 'tempUser')
          await page.addInitScript(() =>
            localStorage.setItem(
              'badal:temp-user',
              JSON.stringify({ phone: '50000009', email: 'new.member@badal.test', userName: 'new_member' }),
            ),
          );
        await open(page, `/${locale}${pathOf(route, sample)}`.replace(/\/$/, ''));
        await check(page, route.id.replaceAll(/[:/]/g, '-'), locale);
        await page.close();
      });
    }
  });
}
