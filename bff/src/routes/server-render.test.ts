/**
 * Server rendering as the BFF wires it: a stand-in server bundle (the real one is the web app's,
 * covered by its own tests and the browser suite) proves what the BFF does around it — the
 * bundle's requests replayed inside the BFF with the reader's session, the data and markup placed
 * in the page, styles inlined, the chunk preloaded, and any fault falling back to browser rendering.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureWebDist, type Harness, login, startHarness } from '../test/harness.js';

const PAGE_MODULE = 'src/app/routes/home-page.tsx';

/** The fixture build: index.html with Vite's links, a manifest, styles, and a server bundle beside it. */
const webDistWithServerBundle = (): string => {
  const dir = fixtureWebDist();
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en" dir="ltr"><head><meta charset="utf-8"><!--badal:head--><script type="module" crossorigin src="/assets/app-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/app-abc123.css"></head><body><div id="root"></div><!--badal:bootstrap--></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc123.css'), 'body{color:#111}');
  writeFileSync(path.join(dir, 'assets', 'home-def456.css'), '.home{margin:0}</style><script>');
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc123.js', isEntry: true, css: ['assets/app-abc123.css'] },
      [PAGE_MODULE]: {
        file: 'assets/home-def456.js',
        css: ['assets/home-def456.css'],
        imports: ['_shared.js', 'index.html'],
      },
      '_shared.js': { file: 'assets/shared-0a1b2c.js' },
    }),
  );
  mkdirSync(`${dir}-ssr`);
  writeFileSync(
    path.join(`${dir}-ssr`, 'entry-server.js'),
    `export const rendersOnServer = (pathname) => !pathname.includes('/login');
export const render = async ({ url, locale, bootstrap, transport }) => {
  if (url.includes('explode')) throw new Error('rendering exploded');
  const get = async (path) => (await transport(path, { method: 'GET', headers: { accept: 'application/json' } })).json();
  const [categories, session] = await Promise.all([get('/api/categories/mini'), get('/bff/session')]);
  return {
    html: '<main data-url="' + url + '" data-locale="' + locale + '">' + categories.length + ' categories, session ' +
      (session.session ? 'user ' + session.session.userId : 'none') + ', bootstrap ' + (bootstrap.session ? 'signed in' : 'visitor') + '</main>',
    data: [['categories', categories.slice(0, 2)]],
    modules: ['${PAGE_MODULE}'],
  };
};
`,
  );
  return dir;
};

const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*?)<\/div>/.exec(html);

describe('server rendering', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env: { WEB_DIST: webDistWithServerBundle() } });
  });
  afterAll(async () => h.close());

  it('renders a public page with data fetched inside the BFF, inlined styles and a preloaded chunk', async () => {
    const res = await h.http.get('/ar').expect(200);
    const root = rootOf(res.text);
    expect(root?.[0]).toContain('data-server-rendered');
    expect(root?.[1]).toMatch(
      /<main data-url="\/ar" data-locale="ar">\d+ categories, session none, bootstrap visitor<\/main>/,
    );
    expect(root?.[1]).not.toMatch(/<main[^>]*>0 categories/);
    const data = /<script id="badal-page-data" type="application\/json">(.*?)<\/script>/.exec(res.text);
    expect(JSON.parse(data?.[1] ?? 'null')[0][0]).toBe('categories');
    // Styles travel inside the page, the app's first; their text cannot end the element.
    expect(res.text).not.toContain('<link rel="stylesheet"');
    const styles = [...res.text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(styles).toEqual(['body{color:#111}', '.home{margin:0}<\\/style><script>']);
    // The app's code waits for the page to load: /boot.js fetches the entry and the page's chunk.
    expect(res.text).not.toContain('<script type="module"');
    expect(res.text).not.toContain('modulepreload');
    expect(res.text).toContain(
      '<script src="/boot.js" async data-entry="/assets/app-abc123.js" data-preload="/assets/home-def456.js /assets/shared-0a1b2c.js"></script>',
    );
  });

  it("fetches the page's data with the reader's session", async () => {
    const { cookie, body } = await login(h);
    const res = await h.http.get('/en/categories').set('cookie', cookie).expect(200);
    expect(rootOf(res.text)?.[1]).toContain(`session user ${body.session.userId}, bootstrap signed in`);
  });

  it('leaves pages it does not render, missing pages and failed renders to the browser', async () => {
    const login = await h.http.get('/en/login').expect(200);
    expect(rootOf(login.text)?.[0]).toBe('<div id="root"></div>');
    const missing = await h.http.get('/en/no-such-page').expect(404);
    expect(rootOf(missing.text)?.[0]).toBe('<div id="root"></div>');
    // Vite's stylesheet link and module script stay where the page is not server-rendered.
    expect(missing.text).toContain('<link rel="stylesheet" crossorigin href="/assets/app-abc123.css">');
    expect(missing.text).toContain('<script type="module" crossorigin src="/assets/app-abc123.js"></script>');
    expect(missing.text).not.toContain('boot.js');

    const failed = await h.http.get('/en/about/our-story?explode=1').expect(200);
    expect(rootOf(failed.text)?.[0]).toBe('<div id="root"></div>');
    expect(failed.text).not.toContain('badal-page-data');
    expect(h.logs()).toContain('server rendering failed');
  });
});

describe('server rendering switched off', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env: { WEB_DIST: webDistWithServerBundle(), SERVER_RENDERING: 'false' } });
  });
  afterAll(async () => h.close());

  it('serves the page for the browser to render', async () => {
    const res = await h.http.get('/en').expect(200);
    expect(rootOf(res.text)?.[0]).toBe('<div id="root"></div>');
  });
});
