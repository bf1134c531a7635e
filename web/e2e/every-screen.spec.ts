/**
 * Every screen of the route table, as its people see it: in English and Arabic, on a 1280 px
 * desktop and a 360 px phone, visitors on public and guest pages, a member on the members' pages.
 * Each has nothing sticking out sideways in either language, no serious or critical axe finding
 * (checked once per screen, on the Arabic page: the rules do not depend on the language, and the
 * right-to-left page is the one more likely to break), no English words in the Arabic page's own
 * interface, and a screenshot kept under artifacts/screenshots. A route added to the table is
 * checked here without anyone remembering to.
 *
 * Cheap by construction: each worker keeps one page per language and visitor/member (the member
 * is the `member` role of roles.setup.ts; the operator console's screens are opened by the
 * `operator` role, the only one that has them) and opens each screen once in it; both widths and all
 * checks use that one load. The screens spread over the workers. Each test adds a `screen`
 * annotation once its checks have passed; sweep-reporter.ts prints how many at the end.
 */
import { type AppRoute, appRoutes } from '@badal/contracts/core';
import { test as base, expect, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, keepViewportScreenshot, roleState } from './support';
import { SCREEN_ANNOTATION } from './sweep-reporter';

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

const screens = appRoutes.filter((route) => route.paymentReturn === null);

interface Sample {
  category: string;
  product: string;
  seller: number;
}

/**
 * Real values for the route parameters, from the seeded catalogue: its oldest product, which no
 * other spec's new ads or boosts displace while the workers run side by side.
 */
const sampleOf = async (page: Page): Promise<Sample> => {
  const search = await page.request.get('/api/v2/search/products?perPage=1&sort=oldest');
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

type Locale = 'en' | 'ar';
type Viewer = 'visitor' | 'member' | 'operator';
/** Who sees a screen as it is meant: the operator console's are the operator's alone. */
const viewerOf = (route: AppRoute): Viewer =>
  route.access !== 'auth' ? 'visitor' : route.path.startsWith('/operator') ? 'operator' : 'member';
interface Sweep {
  sample: Sample;
  /** The worker's page for this language and viewer, at the desktop width. */
  pageFor: (locale: Locale, viewer: Viewer) => Promise<Page>;
  /** Forgets a page a failed check left in an unknown state. */
  drop: (page: Page) => Promise<void>;
}

/** Pages kept for the whole worker: a context per language and visitor/member, one page in each. */
const test = base.extend<object, { sweep: Sweep }>({
  sweep: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale } = workerInfo.project.use;
      const pages = new Map<string, Page>();
      const pageFor = async (language: Locale, viewer: Viewer) => {
        const key = `${language}:${viewer}`;
        let page = pages.get(key);
        if (!page) {
          const context = await browser.newContext({
            baseURL,
            locale,
            viewport: DESKTOP,
            ...(viewer === 'visitor' ? {} : { storageState: roleState(viewer) }),
          });
          page = await context.newPage();
          pages.set(key, page);
        } else await page.setViewportSize(DESKTOP);
        return page;
      };
      const drop = async (page: Page) => {
        for (const [key, known] of pages) if (known === page) pages.delete(key);
        await page.context().close();
      };
      const visitor = await pageFor('en', 'visitor');
      const sample = await sampleOf(visitor);
      await use({ sample, pageFor, drop });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

for (const locale of ['en', 'ar'] as const) {
  test.describe(`every screen in ${locale}`, () => {
    for (const route of screens) {
      test(`${route.id} (${route.path})`, async ({ sweep, browser }) => {
        const name = route.id.replaceAll(/[:/]/g, '-');
        // The one screen that needs a half-registered user in the page's storage gets a page of its own.
        const own =
          route.access === 'tempUser' ? await (await browser.newContext({ viewport: DESKTOP })).newPage() : null;
        const page = own ?? (await sweep.pageFor(locale, viewerOf(route)));
        try {
          if (own)
            await own.addInitScript(() =>
              localStorage.setItem(
                'badal:temp-user',
                JSON.stringify({ phone: '50000009', email: 'new.member@badal.test', userName: 'new_member' }),
              ),
            );
          await open(page, `/${locale}${pathOf(route, sweep.sample)}`.replace(/\/$/, ''));
          await check(page, name, locale);
        } catch (error) {
          if (!own) await sweep.drop(page);
          throw error;
        } finally {
          await own?.context().close();
        }
        test.info().annotations.push({ type: SCREEN_ANNOTATION, description: `${locale} ${route.id}` });
      });
    }
  });
}
