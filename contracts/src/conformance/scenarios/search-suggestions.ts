/**
 * Suggestions as you type (Badal extension, issue #33): a category's first letters offer it, in
 * English and in Arabic, leading to its page; at most eight answers; hostile or invisible text is
 * a normal (possibly empty) answer, never a 5xx; text over the limit is a 422.
 */

import { calls } from '../../calls/index.js';
import { SUGGESTION_TEXT_MAX } from '../../calls/search-suggestions.js';
import type { Locale } from '../../core.js';
import type { Category } from '../../entities/category.js';
import type { Suggestions } from '../../entities/suggestion.js';
import type { SuiteContext } from '../context.js';

const call = calls.searchSuggestions;

const atMostEight = (s: Suggestions) => (s.data.length > 8 ? `${s.data.length} suggestions` : undefined);

export const searchSuggestionChecks = async ({ api, rec, state }: SuiteContext): Promise<void> => {
  const ask = async (check: string, q: string, locale: Locale, also?: (s: Suggestions) => string | undefined) =>
    rec.guard(call, check, async () => {
      rec.success<Suggestions>(
        call,
        check,
        await api.send(call, { query: { q }, locale }),
        (s) => atMostEight(s) ?? also?.(s),
      );
    });

  const category: Category | undefined = state.categories?.find((c) => c.name.length >= 4);
  if (category) {
    const prefix = category.name.slice(0, 4);
    await ask(`'${prefix}' offers the category '${category.slug}'`, prefix, 'en', (s) =>
      s.data.some((x) => x.kind === 'category' && x.categorySlug === category.slug)
        ? undefined
        : `no category suggestion for '${category.slug}' in ${JSON.stringify(s.data)}`,
    );
  } else {
    rec.skip(call, 'a category by its first letters', 'no category tree was read');
  }
  // The same category typed in Arabic: the answer in Arabic names it in Arabic.
  await rec.guard(call, 'a category by its Arabic name', async () => {
    const tree = await api.send(calls.categoriesMini, { locale: 'ar' });
    const arabic = Array.isArray(tree.json) ? (tree.json as Category[]).find((c) => c.name.length >= 4) : undefined;
    if (!arabic) {
      rec.skip(call, 'a category by its Arabic name', 'no Arabic category tree was read');
      return;
    }
    const prefix = arabic.name.slice(0, 3);
    rec.success<Suggestions>(
      call,
      `'${prefix}' (Arabic) offers '${arabic.slug}' named in Arabic`,
      await api.send(call, { query: { q: prefix }, locale: 'ar' }),
      (s) =>
        atMostEight(s) ??
        (s.data.some((x) => x.categorySlug === arabic.slug && x.label === arabic.name)
          ? undefined
          : `no suggestion '${arabic.name}' in ${JSON.stringify(s.data)}`),
    );
  });

  for (const q of [
    '',
    'a',
    '%_\\',
    "'; drop table products; --",
    '.*[',
    '😀',
    '\u200f\u202e',
    'x'.repeat(SUGGESTION_TEXT_MAX),
  ]) {
    await ask(`text ${JSON.stringify(q.slice(0, 30))} is a normal answer`, q, 'en');
  }
  await rec.guard(call, 'text over the limit', async () => {
    rec.error(
      call,
      `text over ${SUGGESTION_TEXT_MAX} characters → 422`,
      await api.raw('GET', call.path, { query: { q: 'a'.repeat(SUGGESTION_TEXT_MAX + 1) } }),
      422,
      'validation',
    );
  });
};
