/**
 * Catalogue and settings: the category tree in both languages, one category and one sub-category
 * (with its parent and search filters), settings keys.
 */

import { calls } from '../../calls/index.js';
import { SETTING_KEYS } from '../../constants.js';
import type { Category, CategoryDetail } from '../../entities/category.js';
import { FilterType } from '../../enums.js';
import type { SuiteContext } from '../context.js';
import { randomTag } from '../identity.js';

export const catalogueChecks = async ({ api, rec, state }: SuiteContext): Promise<void> => {
  await rec.guard(calls.categoriesMini, 'category tree in English', async () => {
    const tree = rec.success<Category[]>(
      calls.categoriesMini,
      'category tree in English',
      await api.send(calls.categoriesMini),
      (t) => (t.length === 0 ? 'the tree is empty' : undefined),
    );
    if (tree) state.categories = tree;
  });

  await rec.guard(calls.categoriesMini, 'category tree in Arabic', async () => {
    const res = await api.send(calls.categoriesMini, { locale: 'ar' });
    rec.success<Category[]>(calls.categoriesMini, 'category tree in Arabic', res, (t) =>
      state.categories && t.length !== state.categories.length ? 'it has a different number of categories' : undefined,
    );
  });

  const first = state.categories?.[0];
  await rec.guard(calls.categoryMini, 'first category by slug', async () => {
    if (!first) {
      rec.fail(
        calls.categoryMini,
        'first category by slug',
        'no category to look up: the tree was empty or unreadable',
      );
      return;
    }
    const res = await api.send(calls.categoryMini, { params: { slug: first.slug } });
    rec.success<Category>(calls.categoryMini, `category '${first.slug}' by slug`, res, (c) =>
      c.slug !== first.slug ? `it answered slug '${c.slug}'` : undefined,
    );
  });

  const child = state.categories?.find((c) => c.children.length > 0);
  await rec.guard(calls.categoryMini, 'sub-category with parent and filters', async () => {
    const sub = child?.children[0];
    if (!child || !sub) {
      rec.fail(calls.categoryMini, 'sub-category by slug', 'no sub-category to look up: the tree has no children');
      return;
    }
    const res = await api.send(calls.categoryMini, { params: { slug: sub.slug }, locale: 'ar' });
    rec.success<CategoryDetail>(
      calls.categoryMini,
      `sub-category '${sub.slug}' with its parent and filters (ar)`,
      res,
      (c) => {
        if (c.parent?.slug !== child.slug) return `its parent is ${JSON.stringify(c.parent)}, expected '${child.slug}'`;
        const range = c.filters.find((f) => f.filterType === FilterType.range && (f.min === null || f.max === null));
        return range ? `range filter ${range.id} has no bounds` : undefined;
      },
    );
  });

  await rec.guard(calls.categoryMini, 'unknown slug', async () => {
    const res = await api.send(calls.categoryMini, { params: { slug: `no-such-category-${randomTag(8)}` } });
    rec.error(calls.categoryMini, 'unknown slug → 404', res, 404, 'not_found');
  });

  await rec.guard(calls.settingsKeys, 'banner prices by key', async () => {
    const res = await api.send(calls.settingsKeys, { query: { keys: SETTING_KEYS.join(',') } });
    rec.success<Record<string, string | null>>(calls.settingsKeys, 'banner prices by key', res, (s) => {
      const missing = SETTING_KEYS.filter((k) => !Object.hasOwn(s, k));
      return missing.length ? `it left out ${missing.join(', ')}` : undefined;
    });
  });

  await rec.guard(calls.settingsKeys, 'all settings', async () => {
    rec.success(calls.settingsKeys, 'all settings (no keys)', await api.send(calls.settingsKeys));
  });
};
