// @vitest-environment node
/**
 * Imports flow one way (architecture §9): components/ and lib/ → features → app. A feature imports no
 * other feature and not the app shell; shared code imports no feature and not the app shell; and
 * nothing imports the BFF or the reference API. Relative imports are resolved to the folder they
 * reach, so the rules hold whatever the depth of the importing file (Biome's noRestrictedImports
 * in biome.json says the same for what a pattern can see).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Where a file sits: ['features', 'chat'], ['lib'], ['app'], … */
const areaOf = (file: string): string[] => {
  const [top = '', second = ''] = path.relative(SRC, file).split(path.sep);
  return top === 'features' ? ['features', second] : [top];
};

interface Import {
  from: string;
  specifier: string;
  /** The web/src area a relative import reaches, or null for a package. */
  to: string[] | null;
}

const imports = (): Import[] =>
  sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => {
      const specifier = (m[1] ?? m[2]) as string;
      const target = specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null;
      return {
        from: path.relative(SRC, file),
        specifier,
        to: target === null ? null : target.startsWith(SRC) ? areaOf(target) : ['outside'],
      };
    }),
  );

const offending = (rule: (from: string[], imported: Import) => boolean): string[] =>
  imports()
    .filter((i) => rule(areaOf(path.join(SRC, i.from)), i))
    .map((i) => `${i.from} imports ${i.specifier}`);

describe('layering of the web app', () => {
  it('a feature imports no other feature and not the app shell', () => {
    expect(
      offending(
        ([area, name], { to }) =>
          area === 'features' && !!to && (to[0] === 'app' || (to[0] === 'features' && to[1] !== name)),
      ),
    ).toEqual([]);
  });

  it('components/ and lib/ import no feature and not the app shell', () => {
    expect(
      offending(
        ([area], { to }) =>
          (area === 'components' || area === 'lib') && !!to && (to[0] === 'features' || to[0] === 'app'),
      ),
    ).toEqual([]);
  });

  it('nothing imports the BFF, the reference API or files outside the web app', () => {
    expect(
      offending((_, { specifier, to }) => to?.[0] === 'outside' || /^@badal\/(bff|upstream)(\/|$)/.test(specifier)),
    ).toEqual([]);
  });

  it('sees the imports it judges', () => {
    const all = imports();
    expect(all.length).toBeGreaterThan(500);
    expect(all.some((i) => i.to?.[0] === 'features' && i.from.startsWith('app'))).toBe(true);
  });
});
