// @vitest-environment node
import { readFileSync } from 'node:fs';
import { appRoutes } from '@badal/contracts';
import { describe, expect, it } from 'vitest';
import { serverRenderedPages } from './server-pages';

const pagesSource = readFileSync(new URL('./pages.ts', import.meta.url), 'utf8');

describe('server-rendered pages', () => {
  it.each(Object.entries(serverRenderedPages))('%s is a public route loaded from %s', (id, source) => {
    const route = appRoutes.find((r) => r.id === id);
    expect(route?.access).toBe('public');
    // pages.ts imports the same module lazily (relative to src/app/router).
    const relative = source.replace(/^src\/app\//, '../').replace(/\.tsx$/, '');
    expect(pagesSource).toContain(`import('${relative}')`);
  });

  it('covers every public page', () => {
    const publicPages = appRoutes.filter((r) => r.access === 'public').map((r) => r.id);
    expect(Object.keys(serverRenderedPages).sort()).toEqual(publicPages.sort());
  });
});
