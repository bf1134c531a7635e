/**
 * The installable app in Chromium: the service worker registers and controls the page, Chromium
 * finds nothing missing to install the site in either language, visited pages open offline and
 * others show the offline page in their language, no call's answer and no member's page is ever
 * kept, and a push delivered to the worker shows in the reader's language and opens the page of
 * its type.
 *
 * Pushes are delivered with the DevTools protocol (`ServiceWorker.deliverPushMessage`) in the shape
 * FCM delivers the BFF's (bff/src/realtime/fcm-sender.ts). The notifications the worker showed are
 * read through its registration (`getNotifications()`), and a click is a `notificationclick` event
 * dispatched inside the worker (Playwright's `worker.evaluate`): the protocol has no way to click
 * a system notification. A dispatched event's `waitUntil` is refused, which the worker tolerates
 * (it starts its work first); it also has no user activation, so only the path into an open tab
 * (navigate it) is driven here, not a new window.
 */
import { type BrowserContext, type CDPSession, chromium, expect, type Page, test, type Worker } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './browser';
import {
  appReady,
  expectAccessible,
  expectNoSidewaysScroll,
  keepViewportScreenshot,
  roleState,
  roleUser,
} from './support';

test.use({ serviceWorkers: 'allow' });

/** The page is controlled by the worker (it claims the first visit at once). */
const controlled = async (page: Page) => {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
};

const serviceWorkerOf = async (context: BrowserContext): Promise<Worker> =>
  context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));

test.describe('the installable app', () => {
  test('registers its service worker, which controls the page, and Chromium finds nothing missing to install', async ({
    baseURL,
  }, testInfo) => {
    // Chromium installs nothing from an off-the-record profile (a test's usual context): this
    // test runs in a profile of its own.
    const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      baseURL: baseURL as string,
      serviceWorkers: 'allow',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (const locale of ['en', 'ar'] as const) {
      await page.goto(locale === 'en' ? '/' : '/ar');
      await appReady(page);
      await controlled(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, locale).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toMatch(new RegExp(`/manifest-${locale}\\.webmanifest$`));
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
        lang: locale,
        dir: locale === 'ar' ? 'rtl' : 'ltr',
        start_url: `/${locale}`,
        theme_color: '#55033e',
      });
    }
    await context.close();
  });

  test('offline, a visited page still opens and an unvisited one shows the offline page in its language', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await controlled(page);
    // Visited while the worker looks after the page: kept for reading offline.
    await page.goto('/ar/categories');
    await appReady(page);
    const heading = await page.locator('h1').first().textContent();

    await context.setOffline(true);
    await page.goto('/ar/categories');
    await expect(page.locator('h1').first()).toHaveText(heading ?? '');

    for (const [path, locale, sentence] of [
      ['/ar/about/our-story', 'ar', 'تحقق من اتصالك بالإنترنت'],
      ['/en/about/our-mission', 'en', 'Check your internet connection'],
    ] as const) {
      await page.goto(path);
      const offline = page.getByTestId('offline-page');
      await expect(offline).toContainText(sentence);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      // The offline page is no route of the app, so the every-screen sweep does not reach it: its checks are here.
      if (locale === 'ar') await expectAccessible(page);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoSidewaysScroll(page);
        await keepViewportScreenshot(page, `offline-${locale}-${width}`);
      }
    }
    await context.setOffline(false);
  });

  test("keeps no call's answer and no page of a signed-in member in the Cache Storage", async ({ browser }) => {
    const context = await browser.newContext({ storageState: roleState('demo'), serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    await controlled(page);
    for (const path of ['/ar', '/ar/categories', '/profile/info/favorites', '/chats/contacts']) {
      await page.goto(path);
      await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    }
    await page.getByTestId('notifications-bell').click();
    await expect(page.getByRole('dialog')).toBeVisible();

    const kept = await page.evaluate(async () => {
      const entries: { url: string; body: string }[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          const html = response?.headers.get('content-type')?.includes('text/html');
          entries.push({ url: request.url, body: html ? await (response as Response).text() : '' });
        }
      }
      return entries;
    });
    expect(kept.length).toBeGreaterThan(0);
    const paths = kept.map((e) => new URL(e.url).pathname);
    expect(paths.filter((p) => /^\/(api|bff|socket\.io|media)\//.test(p))).toEqual([]);
    // A kept page is a visitor's: its start-up data names no session.
    for (const entry of kept.filter((e) => e.body.includes('badal-bootstrap')))
      expect(entry.body, entry.url).toContain('"session":null');
    await context.close();
  });
});

test.describe('a push to the service worker', () => {
  test.use({ storageState: roleState('member'), locale: 'ar' });

  const notification = (type: number, value: string | null, sender: { id: number; fullName: string } | null) => ({
    id: 900_000 + type,
    type: ['products', 'request', 'welcome', 'follow', 'favorite', 'message'][type - 1],
    title: `إشعار تجريبي ${type}`,
    body: 'نص الإشعار بالعربية',
    createdAt: new Date().toISOString(),
    read: false,
    value,
    sender: sender && { ...sender, image: null },
    data: { type, value },
  });

  /** As FCM delivers what the BFF sends (fcm-sender.ts: the notification's texts, and itself as data). */
  const fcmPush = (n: ReturnType<typeof notification>) =>
    JSON.stringify({
      from: '1234',
      notification: { title: n.title, body: n.body },
      data: { event: 'notification', payload: JSON.stringify(n) },
    });

  const shown = (sw: Worker) =>
    sw.evaluate(async () =>
      (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        lang: n.lang,
        tag: n.tag,
      })),
    );

  const deliver = async (cdp: CDPSession, origin: string, registrationId: string, n: ReturnType<typeof notification>) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: fcmPush(n) });

  test('shows a notification in the reader language when no tab is in view, and a click opens its page', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const origin = new URL(baseURL as string).origin;
    await context.grantPermissions(['notifications'], { origin });
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await page.goto('/ar');
    await appReady(page);
    await controlled(page);
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    const sw = await serviceWorkerOf(context);

    const seller = roleUser('seller');
    const sender = { id: seller.userId, fullName: seller.userName };
    const home = (await (await request.get('/bff/home')).json()) as {
      popularCategories: { products: { slug: string }[] }[];
    };
    const slug = home.popularCategories[0]?.products[0]?.slug as string;
    const mini = (await (await request.get(`/api/products/${slug}/mini`)).json()) as { categories: { slug: string }[] };
    const productUrl = `/ar/categories/${mini.categories[0]?.slug}/products/${slug}`;

    // A Badal tab in view shows what arrives itself (live, over its socket): no system notification.
    const inView = notification(3, null, null);
    await deliver(cdp, origin, registrationId, inView);

    // Where each type's click leads is the unit tests' (service-worker-rules.test.ts); here, what
    // only the worker in the browser shows: a product's page found through the real API, a page
    // named by the notification itself (a chat), and welcome, which opens nothing.
    const cases = [
      { n: notification(1, slug, null), url: productUrl },
      { n: notification(6, String(seller.userId), sender), url: `/ar/chats/contacts/${seller.userId}` },
      { n: notification(3, null, null), url: null },
    ];
    for (const { n, url } of cases) {
      // No Badal tab in view: the worker shows the notification.
      await page.goto('about:blank');
      await deliver(cdp, origin, registrationId, n);
      const tag = `badal-notification-${n.id}`;
      await expect
        .poll(async () => (await shown(sw)).find((s) => s.tag === tag))
        .toEqual({
          title: n.title,
          body: n.body,
          lang: 'ar',
          tag,
        });

      await page.goto('/ar');
      await controlled(page);
      await sw.evaluate(async (wanted) => {
        const scope = self as unknown as ServiceWorkerGlobalScope;
        const [clicked] = await scope.registration.getNotifications({ tag: wanted });
        scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: clicked as Notification }));
      }, tag);
      // A click closes the notification and, but for welcome, opens its page in the open tab.
      await expect.poll(async () => (await shown(sw)).some((s) => s.tag === tag)).toBe(false);
      if (url) await expect(page).toHaveURL(new RegExp(`${url.replace(/[/.]/g, '\\$&')}$`));
      else await expect(page).toHaveURL(/\/ar$/);
    }
    expect((await shown(sw)).some((s) => s.tag === `badal-notification-${inView.id}`)).toBe(false);
  });
});
