/**
 * The imports of a package's TypeScript source, read as text — no compiler, so the layering test
 * that judges them stays quick: each file's import and export specifiers, relative ones resolved to
 * the file they reach, and the import cycles between files (the strongly connected components of
 * that graph).
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * One import. `from`: the importing file, relative to the source folder (with `/`); `specifier`:
 * as written; `target`: the file a relative specifier reaches, relative to the source folder
 * (starting `../` when it leaves it), or null for a package.
 * @typedef {{ from: string, specifier: string, target: string | null }} Import
 */

/** `import … from`, `export … from`, `import '…'` and `import('…')`. */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** @param {string} file */
export const isTest = (file) => /\.test\.tsx?$/.test(file);

/**
 * @param {string} dir
 * @returns {string[]} the .ts and .tsx files below `dir`, absolute
 */
const sourceFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

/**
 * The file a relative specifier names: ESM specifiers say `.js` for a `.ts` source; a folder means
 * its index. What is not found (a stylesheet, a picture) stays as written.
 * @param {string} absolute
 */
const resolveFile = (absolute) => {
  const stem = absolute.replace(/\.js$/, '');
  const candidates = [absolute, `${stem}.ts`, `${stem}.tsx`, path.join(absolute, 'index.ts')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? absolute;
};

/** @param {string} p */
const posix = (p) => p.split(path.sep).join('/');

/**
 * Every import of every source file below `root`.
 * @param {string} root
 * @returns {Import[]}
 */
export const readImports = (root) =>
  sourceFiles(root).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => {
      const specifier = /** @type {string} */ (m[1] ?? m[2] ?? m[3]);
      const target = specifier.startsWith('.')
        ? posix(path.relative(root, resolveFile(path.resolve(path.dirname(file), specifier))))
        : null;
      return { from: posix(path.relative(root, file)), specifier, target };
    }),
  );

/**
 * The import cycles among the given imports: each strongly connected component of more than one
 * file (Tarjan's algorithm), its files sorted.
 * @param {Import[]} imports
 * @returns {string[][]}
 */
export const importCycles = (imports) => {
  /** @type {Map<string, string[]>} */
  const edges = new Map();
  for (const { from, target } of imports) {
    if (!edges.has(from)) edges.set(from, []);
    if (target !== null) edges.get(from)?.push(target);
  }
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const cycles = [];
  /** @param {string} file */
  const visit = (file) => {
    index.set(file, index.size);
    low.set(file, /** @type {number} */ (index.get(file)));
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) visit(next);
      if (onStack.has(next)) low.set(file, Math.min(Number(low.get(file)), Number(low.get(next))));
    }
    if (low.get(file) !== index.get(file)) return;
    /** @type {string[]} */
    const component = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return cycles;
};
