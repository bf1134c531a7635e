/**
 * Nothing links to a page that does not exist. Every link the shell draws (top bar, user menu,
 * footer, category chips, the chat drawer), for visitors and members in both languages, goes to
 * a route of the contracts' table; and no source file outside the route table spells an app path
 * itself — every link and navigation is made with `pathTo`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appRoutes, matchAppRoute } from '@badal/contracts/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeSocket } from '../lib/realtime/fake-socket';
import { fakeApi } from '../test/fake-api';
import { bootstrapFor, selfUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const SRC = path.join(import.meta.dirname, '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** First segments of the app's paths ('categories', 'login', …). */
const segments = [...new Set(appRoutes.map((r) => r.path.split('/')[1]).filter(Boolean))];
/** A string or template literal that starts with an app path: '/login', `/sellers/${id}`. */
const LITERAL_PATH = new RegExp(`['"\`]/(${segments.join('|')})(?=[/?'"\`$]|$)`);
/** Home spelled out as a link or navigation target. */
const LITERAL_HOME = /(href|to)=\{?['"`]\/['"`]|navigate\(['"`]\/['"`]|(\|\||\?\?|return)\s*['"`]\/['"`]/;

/** Internal links on screen, without their query. */
const internalLinks = (): string[] =>
  [...document.querySelectorAll('a[href]')]
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'))
    .map((href) => href.split(/[?#]/)[0] ?? href);

const expectAllAvailable = (links: string[]) => {
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) expect(matchAppRoute(href), href).not.toBeNull();
};

describe('links', () => {
  it('no web source outside the route table spells an app path', () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(SRC, file)}:${i + 1}` }))
        .filter(({ line }) => LITERAL_PATH.test(line) || LITERAL_HOME.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it.each(['en', 'ar'] as const)('a visitor sees only links to pages that exist (%s)', async (locale) => {
    fakeApi({});
    await renderApp({ locale, path: locale === 'ar' ? '/ar' : '/' });
    await screen.findByTestId('login-link');
    expectAllAvailable(internalLinks());
  });

  it.each(['en', 'ar'] as const)('a member sees only links to pages that exist (%s)', async (locale) => {
    installFakeSocket();
    fakeApi({ 'GET /api/users/notifications': { body: { notifications: [], unreadCount: 0 } } });
    const { user } = await renderApp({
      locale,
      path: locale === 'ar' ? '/ar' : '/',
      bootstrap: bootstrapFor(locale, selfUser()),
    });
    await user.click(await screen.findByTestId('user-menu'));
    expectAllAvailable(internalLinks());
  });

  it('the chat drawer links only to pages that exist', async () => {
    installFakeSocket();
    fakeApi({ 'GET /api/chat/contacts': { body: [] } });
    await renderApp({ path: '/chats/contacts', bootstrap: bootstrapFor('en', selfUser()) });
    await screen.findByTestId('chat-drawer');
    expectAllAvailable(internalLinks());
  });
});
