/**
 * Imports flow one way in every package (architecture §2). The contracts import nothing of
 * Badal's. In the reference API and the BFF each folder imports only the layers below its own, and
 * no two files import each other, however indirectly; the API's routes leave every query to its
 * services (neither drizzle-orm nor db/ in routes/). In the web app components/ and lib/ come
 * before features, features before the app shell, and a feature imports no other feature. No
 * package reaches into another's source. Relative imports are resolved to the file they reach, so
 * the rules hold whatever the depth of the importing file; Biome's noRestrictedImports (biome.json)
 * says the same in the editor for what a pattern can see. Read as text: no compiler, a second or so.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Import, importCycles, isTest, readImports } from './lib/import-graph.mjs';

const REPO = path.resolve(import.meta.dirname, '../..');
const sourceOf = (pkg: string) => readImports(path.join(REPO, pkg, 'src'));

const leavesSource = (i: Import) => i.target?.startsWith('../') ?? false;
const describeImport = (i: Import) => `${i.from} imports ${i.specifier}`;
const offending = (imports: Import[], rule: (i: Import) => boolean) => imports.filter(rule).map(describeImport);

/**
 * Layers from the lowest up, each a list of areas. A file may import its own area and the areas of
 * lower layers; areas of one layer are siblings that do not import each other. Tests are judged
 * only by the package rules: a test may import any layer of its package.
 */
const layerViolations = (imports: Import[], layers: string[][], areaOf: (file: string) => string) => {
  const layerOf = (area: string) => layers.findIndex((layer) => layer.includes(area));
  const own = imports.filter((i) => !isTest(i.from));
  const unplaced = [...new Set(own.map((i) => i.from))]
    .filter((file) => layerOf(areaOf(file)) < 0)
    .map((file) => `${file} belongs to no layer (${areaOf(file)})`);
  const upward = offending(own, ({ from, target }) => {
    if (target === null || target.startsWith('../')) return false;
    const [a, b] = [areaOf(from), areaOf(target)];
    return a !== b && layerOf(b) >= layerOf(a);
  });
  return [...unplaced, ...upward];
};

const cyclesOf = (imports: Import[]) => importCycles(imports.filter((i) => !isTest(i.from)));

/** The first folder of a path, or for a file directly in src/ the name the package gives it. */
const areaBy =
  (topFiles: Record<string, string>, folders: Record<string, string> = {}) =>
  (file: string) => {
    const [top = '', ...rest] = file.split('/');
    if (rest.length === 0) return topFiles[top] ?? top;
    return folders[top] ?? top;
  };

const otherBadalPackage = (specifier: string) =>
  /^@badal\//.test(specifier) && !/^@badal\/contracts(\/|$)/.test(specifier);

describe('layering of the contracts', () => {
  const imports = sourceOf('contracts');

  it('import nothing of Badal: no other package, nothing outside contracts/src', () => {
    expect(offending(imports, (i) => /^@badal\//.test(i.specifier) || leavesSource(i))).toEqual([]);
  });

  it('sees the imports it judges', () => {
    expect(imports.filter((i) => i.target !== null).length).toBeGreaterThan(100);
  });
});

describe('layering of the reference API (upstream/src)', () => {
  const imports = sourceOf('upstream');
  /**
   * Foundation: the modules every layer may use, directly in src/ (configuration, the one shape of
   * its texts, the API's error and its own texts, HTML escaping). Above it the database, the
   * services, then what serves them over HTTP (http/: router, error handler, multipart,
   * validation), the seed and the card provider's sandbox; the routes; the app; its entry and the
   * test support.
   */
  const areaOf = areaBy(
    {
      'config.ts': 'foundation',
      'bilingual.ts': 'foundation',
      'http-error.ts': 'foundation',
      'texts.ts': 'foundation',
      'app.ts': 'app',
      'server.ts': 'server',
      'testing.ts': 'test support',
    },
    { test: 'test support' },
  );
  const layers = [
    ['foundation'],
    ['db'],
    ['services'],
    ['http', 'seed', 'payment-sandbox'],
    ['routes'],
    ['app'],
    ['server', 'test support'],
  ];

  it('each folder imports only the layers below it: foundation < db < services < http, seed, payment-sandbox < routes < app < server, test support', () => {
    expect(layerViolations(imports, layers, areaOf)).toEqual([]);
  });

  it('no two files import each other, however indirectly', () => {
    expect(cyclesOf(imports)).toEqual([]);
  });

  it('routes/ are thin: they import neither drizzle-orm nor db/ (row types included), the services query', () => {
    expect(
      offending(
        imports,
        (i) =>
          i.from.startsWith('routes/') &&
          !isTest(i.from) &&
          (/^drizzle-orm(\/|$)/.test(i.specifier) || (i.target?.startsWith('db/') ?? false)),
      ),
    ).toEqual([]);
  });

  it('imports no other package but the contracts, and nothing outside upstream/src', () => {
    expect(offending(imports, (i) => otherBadalPackage(i.specifier) || leavesSource(i))).toEqual([]);
  });

  it('sees the imports it judges', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports.some((i) => i.from.startsWith('routes/') && i.target?.startsWith('services/'))).toBe(true);
  });
});

describe('layering of the BFF (bff/src)', () => {
  const imports = sourceOf('bff');
  /** config.ts is the foundation; test/ and sweep/ (the bad-input sweep's cases) support the tests. */
  const areaOf = areaBy(
    { 'config.ts': 'config', 'app.ts': 'app', 'server.ts': 'server' },
    { test: 'test support', sweep: 'test support' },
  );
  const layers = [
    ['config'],
    ['lib'],
    ['sessions'],
    ['upstream'],
    ['cache'],
    ['observability', 'pages', 'media'],
    ['plugins', 'realtime', 'routes'],
    ['app'],
    ['server', 'test support'],
  ];
  const supportsTests = (file: string) => isTest(file) || areaOf(file) === 'test support';

  it('each folder imports only the layers below it: config < lib < sessions < upstream < cache < observability, pages, media < plugins, realtime, routes < app < server, test support', () => {
    expect(layerViolations(imports, layers, areaOf)).toEqual([]);
  });

  it('no two files import each other, however indirectly', () => {
    expect(cyclesOf(imports)).toEqual([]);
  });

  it('imports the contracts only; tests reach the reference API through @badal/upstream/testing alone', () => {
    expect(
      offending(
        imports,
        (i) =>
          leavesSource(i) ||
          (otherBadalPackage(i.specifier) && !(i.specifier === '@badal/upstream/testing' && supportsTests(i.from))),
      ),
    ).toEqual([]);
  });

  it('sees the imports it judges', () => {
    expect(imports.length).toBeGreaterThan(300);
    expect(imports.some((i) => i.from.startsWith('routes/') && i.target?.startsWith('upstream/'))).toBe(true);
    expect(imports.some((i) => i.specifier === '@badal/upstream/testing')).toBe(true);
  });
});

describe('layering of the web app (web/src)', () => {
  const imports = sourceOf('web');
  /** Where a file sits: 'features/chat', 'lib', 'app', … */
  const areaOf = (file: string) => {
    const [top = '', second = ''] = file.split('/');
    return top === 'features' ? `features/${second}` : top;
  };
  const isFeature = (area: string) => area.startsWith('features/');
  const inSource = (i: Import): i is Import & { target: string } => i.target !== null && !leavesSource(i);

  it('a feature imports no other feature and not the app shell', () => {
    expect(
      offending(imports, (i) => {
        const [from, to] = [areaOf(i.from), inSource(i) ? areaOf(i.target) : null];
        return isFeature(from) && to !== null && (to === 'app' || (isFeature(to) && to !== from));
      }),
    ).toEqual([]);
  });

  it('components/ and lib/ import no feature and not the app shell', () => {
    expect(
      offending(imports, (i) => {
        const [from, to] = [areaOf(i.from), inSource(i) ? areaOf(i.target) : null];
        return (from === 'components' || from === 'lib') && to !== null && (isFeature(to) || to === 'app');
      }),
    ).toEqual([]);
  });

  it('nothing imports the BFF, the reference API or files outside the web app', () => {
    expect(offending(imports, (i) => leavesSource(i) || /^@badal\/(bff|upstream)(\/|$)/.test(i.specifier))).toEqual([]);
  });

  it('sees the imports it judges', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports.some((i) => inSource(i) && isFeature(areaOf(i.target)) && i.from.startsWith('app'))).toBe(true);
  });
});
