// @vitest-environment node
/**
 * The catalogs stay complete: every message extracted from the code has English and Arabic text,
 * and Arabic plurals carry all six CLDR forms.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Entry {
  id: string;
  text: string;
}

const parsePo = (file: string): Entry[] => {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  const entries: Entry[] = [];
  const re = /^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm;
  const join = (block: string) =>
    block
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string)
      .join('');
  for (const match of source.matchAll(re)) {
    const id = join(match[1] ?? '');
    if (id) entries.push({ id, text: join(match[2] ?? '') });
  }
  return entries;
};

// The start-up catalog and the sections' catalogs (lingui.config.ts), checked alike.
describe.each(['messages', 'members', 'ads', 'realtime'])('%s catalogs', (name) => {
  const en = parsePo(`./en/${name}.po`);
  const ar = parsePo(`./ar/${name}.po`);

  it('cover the same messages', () => {
    expect(en.length).toBeGreaterThan(name === 'messages' || name === 'members' ? 50 : 0);
    expect(ar.map((e) => e.id).sort()).toEqual(en.map((e) => e.id).sort());
  });

  it('have no empty Arabic entry and no English left in Arabic', () => {
    expect(ar.filter((e) => e.text.trim() === '').map((e) => e.id)).toEqual([]);
    // Brand and store names stay Latin; everything else must contain Arabic letters.
    const untranslated = ar.filter((e) => !/[\u0600-\u06FF]/.test(e.text));
    expect(untranslated.map((e) => e.id)).toEqual([]);
  });

  it('keep placeholders and tags intact', () => {
    const tokens = (s: string) => (s.match(/\{\w+\}|<\/?\d+>/g) ?? []).sort();
    for (const entry of ar) {
      if (entry.id.includes('plural')) continue;
      expect(tokens(entry.text), entry.id).toEqual(tokens(entry.id));
    }
  });

  it('give Arabic plurals all six forms', () => {
    const plurals = ar.filter((e) => /,\s*plural,/.test(e.id));
    if (name === 'messages' || name === 'members') expect(plurals.length).toBeGreaterThan(0);
    for (const entry of plurals)
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(entry.text, `${entry.id} lacks ${form}`).toMatch(new RegExp(`\\b${form} \\{`));
  });
});

// A section's catalog is merged over the start-up one: a message both hold must read the same in
// each, or the page's words change once the section has loaded.
describe('one text per message', () => {
  it.each(['en', 'ar'])('%s: a message in several catalogs has one translation', (locale) => {
    const texts = new Map<string, Set<string>>();
    for (const name of ['messages', 'members', 'ads', 'realtime'])
      for (const entry of parsePo(`./${locale}/${name}.po`))
        texts.set(entry.id, (texts.get(entry.id) ?? new Set()).add(entry.text));
    expect([...texts].filter(([, found]) => found.size > 1).map(([id, found]) => `${id}: ${[...found].join(' | ')}`)).toEqual([]);
  });
});
